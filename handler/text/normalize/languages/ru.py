"""Russian: how things are said in Russian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
т.е. = то есть
$т.д. = так далее
$т.п. = тому подобное
т.к. = так как
т.н. = так называемый
т.ч. = том числе
$др. = другие
н.э. = нашей эры
до н.э. = до нашей эры
напр. = например
см. = смотри
ок. = около
^г. = город
^ул. = улица
^пр. = проспект
^им. = имени
^проф. = профессор
^акад. = академик
^г-н = господин
^г-жа = госпожа
#д. = дом
#кв. = квартира
#стр. = страница
#с. = страница
руб. = рубль | рубля | рублей
коп. = копейка | копейки | копеек
тыс. = тысяча | тысячи | тысяч
млн = миллион | миллиона | миллионов
млрд = миллиард | миллиарда | миллиардов
обл. = область
"""

HOME = Home("ru", abbreviations=ABBREVIATIONS)
