"""Currencies the front end reads out: the symbols and codes that mark an amount, and the names people say.

    from handler.text.normalize.currency import CURRENCIES, spoken_names

    CURRENCIES["$"].plural          # "dollars" (English)
    CURRENCIES["£"].cents           # ("penny", "pence")
    spoken_names("RUB", "ru")       # (("рубль", "рубля", "рублей"), ("копейка", "копейки", "копеек"))
    spoken_names("EUR", "de")       # (("Euro", "Euro"), ("Cent", "Cent"))

A currency's spoken name comes from num2words' currency forms where they are the everyday name (their plural
forms follow the language's agreement: 1 рубль, 2 рубля, 5 рублей); the small tables below hold the everyday
names num2words lacks (Swedish kronor, Hindi रुपये, Japanese ドル...). babel's CLDR names are display names
("US-Dollar", "amerikanska dollar"), not what people say, so they are the last resort.
"""

from __future__ import annotations

from dataclasses import dataclass

from num2words import CONVERTER_CLASSES


@dataclass(frozen=True)
class Currency:
    singular: str
    plural: str
    cents: tuple[str, str] | None  # (singular, plural) of the hundredth, if it has one
    korean: str
    korean_cents: str | None


_DOLLAR = Currency("dollar", "dollars", ("cent", "cents"), "달러", "센트")
_EURO = Currency("euro", "euros", ("cent", "cents"), "유로", "센트")
_POUND = Currency("pound", "pounds", ("penny", "pence"), "파운드", "펜스")
_YEN = Currency("yen", "yen", None, "엔", None)
_WON = Currency("won", "won", None, "원", None)
_RUPEE = Currency("rupee", "rupees", ("paisa", "paise"), "루피", None)
_YUAN = Currency("yuan", "yuan", None, "위안", None)
_REAL = Currency("real", "reais", ("centavo", "centavos"), "헤알", None)
_FRANC = Currency("franc", "francs", ("centime", "centimes"), "프랑", None)
_DINAR = Currency("dinar", "dinars", None, "디나르", None)

# English and Korean: symbol or code -> names.
CURRENCIES: dict[str, Currency] = {
    "$": _DOLLAR, "US$": _DOLLAR, "USD": _DOLLAR, "€": _EURO, "EUR": _EURO, "£": _POUND, "GBP": _POUND,
    "¥": _YEN, "JPY": _YEN, "₩": _WON, "KRW": _WON, "원": _WON, "₹": _RUPEE, "INR": _RUPEE, "Rs.": _RUPEE,
    "Rs": _RUPEE, "CNY": _YUAN, "R$": _REAL, "BRL": _REAL, "CHF": _FRANC, "KWD": _DINAR,
}  # fmt: skip

# Symbols and codes every language's rules recognise, beyond CLDR's (cldr.CURRENCY_CODES and local symbols).
EXTRA_SYMBOLS = {
    "R$": "BRL", "US$": "USD", "Rs.": "INR", "Rs": "INR", "د.ك": "KWD", "KWD": "KWD", "ر.س": "SAR", "SAR": "SAR",
    "د.إ": "AED", "AED": "AED", "ج.م": "EGP", "EGP": "EGP", "руб": "RUB",
    "грн": "UAH", "zł": "PLN", "Kč": "CZK", "Ft": "HUF", "kr": "SEK", "лв": "BGN", "lei": "RON",
    "TL": "TRY", "Rp": "IDR", "đ": "VND", "₫": "VND", "VNĐ": "VND", "VND": "VND", "円": "JPY", "元": "CNY",
    "CHF": "CHF",
}  # fmt: skip
# Currencies without a hundredth in everyday speech: their decimals are read as a decimal number.
NO_CENTS = frozenset({"JPY", "KRW", "VND", "IDR", "HUF", "KWD"})

Forms = tuple[str, ...]  # one name per plural form: (one, other), or (one, few, many) in Slavic and Baltic ways

# Everyday names where num2words has none or a display name. lang -> code -> (unit forms, hundredth forms).
_NAMES: dict[str, dict[str, tuple[Forms, Forms | None]]] = {
    "sv": {"SEK": (("krona", "kronor"), ("öre", "öre")), "EUR": (("euro", "euro"), ("cent", "cent")),
           "USD": (("dollar", "dollar"), ("cent", "cent")), "GBP": (("pund", "pund"), ("penny", "pence")),
           "NOK": (("krona", "kronor"), ("öre", "öre")), "DKK": (("krona", "kronor"), ("öre", "öre"))},
    "da": {"DKK": (("krone", "kroner"), ("øre", "øre")), "SEK": (("krone", "kroner"), ("øre", "øre")),
           "EUR": (("euro", "euro"), ("cent", "cent")), "USD": (("dollar", "dollars"), ("cent", "cent")),
           "GBP": (("pund", "pund"), ("penny", "pence"))},
    "hu": {"HUF": (("forint", "forint"), None), "EUR": (("euró", "euró"), ("cent", "cent")),
           "USD": (("dollár", "dollár"), ("cent", "cent")), "GBP": (("font", "font"), ("penny", "penny"))},
    "tr": {"TRY": (("lira", "lira"), ("kuruş", "kuruş")), "EUR": (("avro", "avro"), ("sent", "sent")),
           "USD": (("dolar", "dolar"), ("sent", "sent")), "GBP": (("sterlin", "sterlin"), ("peni", "peni"))},
    "id": {"IDR": (("rupiah", "rupiah"), None), "EUR": (("euro", "euro"), ("sen", "sen")),
           "USD": (("dolar", "dolar"), ("sen", "sen")), "GBP": (("pound", "pound"), ("pence", "pence"))},
    "vi": {"VND": (("đồng", "đồng"), None), "EUR": (("euro", "euro"), ("xu", "xu")),
           "USD": (("đô la", "đô la"), ("xu", "xu")), "GBP": (("bảng Anh", "bảng Anh"), ("xu", "xu"))},
    "hi": {"INR": (("रुपया", "रुपये"), ("पैसा", "पैसे")), "USD": (("डॉलर", "डॉलर"), ("सेंट", "सेंट")),
           "EUR": (("यूरो", "यूरो"), ("सेंट", "सेंट")), "GBP": (("पाउंड", "पाउंड"), ("पेंस", "पेंस"))},
    "ja": {"JPY": (("円", "円"), None), "USD": (("ドル", "ドル"), ("セント", "セント")),
           "EUR": (("ユーロ", "ユーロ"), ("セント", "セント")), "GBP": (("ポンド", "ポンド"), ("ペンス", "ペンス")),
           "CNY": (("元", "元"), None), "KRW": (("ウォン", "ウォン"), None)},
    "bg": {"BGN": (("лев", "лева"), ("стотинка", "стотинки")), "EUR": (("евро", "евро"), ("цент", "цента")),
           "USD": (("долар", "долара"), ("цент", "цента"))},
    "el": {"EUR": (("ευρώ", "ευρώ"), ("λεπτό", "λεπτά")), "USD": (("δολάριο", "δολάρια"), ("σεντ", "σεντ"))},
    "et": {"EUR": (("euro", "eurot"), ("sent", "senti")), "USD": (("dollar", "dollarit"), ("sent", "senti"))},
    "hr": {"EUR": (("euro", "eura", "eura"), ("cent", "centa", "centi")),
           "USD": (("dolar", "dolara", "dolara"), ("cent", "centa", "centi"))},
    "sl": {"EUR": (("evro", "evra", "evrov"), ("cent", "centa", "centov")),
           "USD": (("dolar", "dolarja", "dolarjev"), ("cent", "centa", "centov"))},
    "ro": {"RON": (("leu", "lei"), ("ban", "bani")), "EUR": (("euro", "euro"), ("cent", "cenți")),
           "USD": (("dolar", "dolari"), ("cent", "cenți"))},
    "cs": {"CZK": (("koruna", "koruny", "korun"), ("haléř", "haléře", "haléřů")),
           "EUR": (("euro", "eura", "eur"), ("cent", "centy", "centů")),
           "USD": (("dolar", "dolary", "dolarů"), ("cent", "centy", "centů"))},
    "pl": {"USD": (("dolar", "dolary", "dolarów"), ("cent", "centy", "centów"))},
    "sk": {"USD": (("dolár", "doláre", "dolárov"), ("cent", "centy", "centov"))},
    "pt": {"BRL": (("real", "reais"), ("centavo", "centavos")), "USD": (("dólar", "dólares"), ("centavo", "centavos"))},
    "ar": {"USD": (("دولار", "دولارات"), ("سنت", "سنتات")), "EUR": (("يورو", "يورو"), ("سنت", "سنتات")),
           "KWD": (("دينار", "دنانير"), ("فلس", "فلوس")), "SAR": (("ريال", "ريالات"), ("هللة", "هللات")),
           "AED": (("درهم", "دراهم"), ("فلس", "فلوس")), "EGP": (("جنيه", "جنيهات"), ("قرش", "قروش")),
           "GBP": (("جنيه إسترليني", "جنيهات إسترلينية"), ("بنس", "بنسات"))},
    "fr": {"CHF": (("franc", "francs"), ("centime", "centimes"))},
    "de": {"CHF": (("Franken", "Franken"), ("Rappen", "Rappen"))},
}  # fmt: skip
# Where num2words' currency forms are the everyday names.
_NUM2WORDS_NAMES = frozenset({"ru", "uk", "pl", "lt", "lv", "de", "es", "fr", "it", "pt", "nl", "fi", "sk"})


def spoken_names(code: str, lang: str) -> tuple[Forms, Forms | None] | None:
    """The unit's and the hundredth's names in their plural forms, or None where no table holds them."""
    names = _NAMES.get(lang, {}).get(code)
    if names is not None:
        return names
    if lang in _NUM2WORDS_NAMES:
        forms = getattr(CONVERTER_CLASSES[lang], "CURRENCY_FORMS", {}).get(code)
        if forms is not None:
            unit, cents = forms
            return tuple(unit), tuple(cents) if code not in NO_CENTS else None
    return None


# Nouns that want the feminine numeral ("одна копейка", "две гривни", "jedna koruna", "dvě koruny", "une livre").
FEMININE_NOUNS = frozenset({
    "копейка", "гривня", "копійка", "koruna", "libra", "livre", "sterlina", "lira", "стотинка", "λεπτό",
})  # fmt: skip
