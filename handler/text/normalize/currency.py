"""Currencies the front end recognises: the symbols and codes that mark an amount, and the names a language's home
says for them.

    from handler.text.normalize.currency import SYMBOLS, spoken_names

    SYMBOLS["£"]                    # "GBP"
    spoken_names("RUB", "ru")       # (("рубль", "рубля", "рублей"), ("копейка", "копейки", "копеек"))
    spoken_names("EUR", "de")       # (("Euro", "Euro"), ("Cent", "Cent"))

A currency's spoken names are its everyday names in the language's home (Home.money.names, amounts.py): num2words'
currency forms where they are the everyday name, small tables for what num2words lacks (Swedish kronor, Hindi
रुपये, Japanese ドル...). babel's CLDR names are display names ("US-Dollar", "amerikanska dollar"), not what people
say, so they are the last resort.
"""

from __future__ import annotations

from handler.text.normalize.amounts import Names
from handler.text.normalize.cldr import CURRENCY_CODES
from handler.text.normalize.languages import home

# Codes of currencies people travel and trade in, beyond CLDR's list (cldr.CURRENCY_CODES): said by their CLDR
# names where the language's home has none ("800 HKD": "osm set hongkongských dolarů").
_MORE_CODES = ("HKD", "AUD", "CAD", "NZD", "SGD", "MXN", "ZAR", "THB", "ILS", "ISK", "TWD", "XOF", "XAF")
# Codes as chat and forms write them, in small letters ("50 eur", "20 usd"); not those that are words or other
# abbreviations somewhere ("sek": Polish seconds, "try", "ils", "cad").
_SMALL_CODES = {
    code.lower(): code
    for code in (*CURRENCY_CODES, "HKD", "AUD", "NZD", "SGD", "TWD", "THB")
    if code not in ("SEK", "TRY")
}

# The symbols and codes the English and Korean rules know -> ISO code (the others read CLDR's: cldr.locale_data).
SYMBOLS: dict[str, str] = {
    "$": "USD", "US$": "USD", "USD": "USD", "€": "EUR", "EUR": "EUR", "£": "GBP", "GBP": "GBP", "¥": "JPY",
    "JPY": "JPY", "₩": "KRW", "KRW": "KRW", "₹": "INR", "INR": "INR", "Rs.": "INR", "Rs": "INR", "CNY": "CNY",
    "R$": "BRL", "BRL": "BRL", "CHF": "CHF", "KWD": "KWD", **{code: code for code in _MORE_CODES},
    **{small: code for small, code in _SMALL_CODES.items() if code in ("USD", "EUR", "GBP", "INR", "HKD", "AUD")},
}  # fmt: skip

# Symbols and codes every language's rules recognise, beyond CLDR's (cldr.CURRENCY_CODES and local symbols).
EXTRA_SYMBOLS = {
    "R$": "BRL", "US$": "USD", "Rs.": "INR", "Rs": "INR", "रु.": "INR", "रु": "INR",
    "د.ك": "KWD", "KWD": "KWD", "ر.س": "SAR", "SAR": "SAR",
    "د.إ": "AED", "AED": "AED", "ج.م": "EGP", "EGP": "EGP", "руб": "RUB",
    "грн": "UAH", "zł": "PLN", "Kč": "CZK", "Ft": "HUF", "kr": "SEK", "лв": "BGN", "lei": "RON",
    "TL": "TRY", "Rp": "IDR", "đ": "VND", "₫": "VND", "VNĐ": "VND", "VND": "VND", "円": "JPY", "元": "CNY",
    "CHF": "CHF", "Eur": "EUR", "FCFA": "XOF", "F CFA": "XOF", "F\u202fCFA": "XOF",
    **{code: code for code in _MORE_CODES}, **_SMALL_CODES,
}  # fmt: skip  # "Eur": the Baltic price tag's "12 Eur"; "FCFA": the CFA franc as West and Central Africa write it


def spoken_names(code: str, lang: str) -> Names | None:
    """The unit's and the hundredth's names in their plural forms, or None where the language's home has none."""
    return home(lang).money.names.get(code)
