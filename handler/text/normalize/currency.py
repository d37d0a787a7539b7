"""Currencies the verbalisers read out, by symbol or ISO code.

    from handler.text.normalize.currency import CURRENCIES, CURRENCY_SYMBOL, CURRENCY_AFTER

    CURRENCIES["$"].plural      # "dollars"
    CURRENCIES["£"].cents       # ("penny", "pence")

`CURRENCY_SYMBOL` matches a symbol before its amount ("$12.50", "€ 5"); `CURRENCY_AFTER` matches a
symbol or code after it ("5 €", "100 USD"). "¥" is read as yen.
"""

from __future__ import annotations

from dataclasses import dataclass

from handler.text.normalize.numbers import NUMBER, SPACE


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

CURRENCIES: dict[str, Currency] = {
    "$": _DOLLAR,
    "USD": _DOLLAR,
    "€": _EURO,
    "EUR": _EURO,
    "£": _POUND,
    "GBP": _POUND,
    "¥": _YEN,
    "JPY": _YEN,
    "₩": _WON,
    "KRW": _WON,
}

CURRENCY_SYMBOL = rf"(?P<currency>[$€£¥₩])(?<!\w.){SPACE}(?P<number>{NUMBER})"
CURRENCY_AFTER = rf"(?P<number>{NUMBER}){SPACE}(?P<currency>[$€£¥₩]|USD|EUR|GBP|JPY|KRW)(?!\w)"
