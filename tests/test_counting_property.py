"""A number before any word, in every language whose home says numbers by their noun (handler/text/normalize/
counting.py), on generated input: it is read (no digit left), in words of its own script, and nothing raises."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize
from handler.text.normalize.counting import NounGenders
from handler.text.normalize.languages import home

COUNTING = [lang for lang in LANGUAGES if home(lang).counting]
# Letters of the languages that count so, and the endings their rules read.
LETTERS = "abcdeilmnorstuyąęóáéíýěůšžčřäöõüāēīūļņķģ" + "абвгдежзийклмнопрстуфхцчшщъыьэюяєіїґ" + "αβγδεηικλμνοπρστυ"
ENDINGS = ["", "a", "e", "i", "y", "u", "ami", "ach", "om", "em", "ą", "ę", "ы", "ами", "ях", "ής", "ες", "οι", "ssa",
           "n", "ga", "st", "le", "ās", "iem", "ose", "ų"]  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(
    lang=st.sampled_from(COUNTING),
    before=st.text(LETTERS, min_size=0, max_size=6),
    number=st.integers(min_value=0, max_value=10**9),
    stem=st.text(LETTERS, min_size=1, max_size=7),
    ending=st.sampled_from(ENDINGS),
    half=st.sampled_from(["", "1/2", "1,5"]),
)
def test_a_number_before_any_word_is_read(lang: str, before: str, number: int, stem: str, ending: str, half: str):
    written = half or str(number)
    text = f"{before.capitalize()} {written} {stem}{ending}.".strip()
    read = normalize(text, lang).text
    assert not any(char.isdigit() for char in read), (text, read)


def test_every_language_that_declines_its_numbers_has_a_counting() -> None:
    agreeing = {"ar", "bg", "cs", "de", "el", "es", "et", "fi", "fr", "hr", "it", "lt", "lv", "pl", "pt", "ro", "ru"}
    assert agreeing | {"sk", "sl", "uk"} <= set(COUNTING)


GENDERS = NounGenders("feminine: žen hodin kn\nmasculine: rohlík ps", ("", "y", "ami", "ách", "a"))


@settings(max_examples=200, deadline=None)
@given(word=st.text("abdhíklnoprsyáčžě", max_size=10))
def test_a_noun_has_the_gender_of_a_stem_and_ending_that_make_it(word: str):
    # what the table says, by every way of cutting the word: the lookup by ending length must agree
    made = {GENDERS.gender(stem) for stem in GENDERS.stems if any(stem + end == word for end in GENDERS.endings)}
    assert GENDERS.gender(word) in (made or {None})
