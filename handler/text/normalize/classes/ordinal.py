"""Ordinals in each language's written forms, said in the gender and case the context shows.

    from handler.text.normalize.classes import ordinal

    apply_rules(AlignedText.of("der 100. Geburtstag"), ordinal.rules("de")).text   # "der hundertste Geburtstag"

- en "1st", "22nd"; de "3." before a word, its ending from the article or the noun ("am 3. Tag" -> "am dritten
  Tag", "3. Liga" -> "dritte Liga"); fr "1er", "1re"/"1ère", "2e", "2nde", "3es"; es "1.º", "1.ª", "1.er",
  "3ro", "2da"; it and pt "1°"/"1º", "1ª"; ru "2-м", "1-я", "3-го"; uk "3-й", "2-га"; sv "1:a", "3:e"; hu, da,
  tr and the other dotted languages "3." before a lowercase word; hi "1ला", "१ली"; ja "第3"; ko "제3",
  "3번째", "3째"; vi "thứ 3"; nl "1e", "8ste"; ro "al 3-lea", "a 3-a"; id "ke-3"; el "3ος", "3η"; bg "3-ти".
- A dotted ordinal before a month is a date's, and one at a sentence end is a number: both are passed by.
Each language's home holds how it writes and says its ordinals (its `ordinals`; ordinals.py what they share);
this class asks for them and capitalises a reading that starts a sentence.
- Finnish, Latvian, Polish, Croatian, Slovene, Czech and Slovak dotted ordinals agree with the noun after them
  (agreement.py: "3. sijalle" -> "kolmannelle sijalle", "na 2. piętrze" -> "na drugim piętrze").
- lt "3-ią", "2-ame": the ending written after the hyphen is said on the ordinal's stem.
- Estonian ordinals read where the noun's ending shows its case ("2. korrusel" -> "teisel korrusel") or the noun is
  one ordinals count most ("3. koha" -> "kolmanda koha"); elsewhere (a genitive, partitive and nominative can end
  alike) they are left as written.
"""

from __future__ import annotations

from functools import lru_cache

from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.languages import home
from handler.text.normalize.ordinals import Say
from handler.text.normalize.rules import Rule


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    build = home(lang).ordinals
    built = build() if build else ()
    return tuple(Rule(rule.kind, rule.pattern, _cased(rule.say, lang)) for rule in built)


def _cased(say: Say, lang: str) -> Say:
    return lambda match: (words := say(match)) and sentence_cased(match, words, lang)
