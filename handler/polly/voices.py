"""Polly's voice names mapped onto the ten Supertonic voices, by gender, each with the language it speaks.

    polly_voice("Joanna")    # PollyVoice("Joanna", "Female", "en-US", "F1")
    polly_voice("F3")        # the kit's own names pass through: PollyVoice("F3", "", "", "F3")
    describe_voices(language="de-DE")   # DescribeVoices' list, in Polly's shape

Polly has many more voices than the model: each gender's names are dealt out in turn over its five voices, so
two Polly names may share one voice. A Polly voice sets the language when the request gives none (Hans reads
German); the kit's own names leave it to LanguageCode or detection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from handler.engine import VOICE_NAMES
from handler.text.languages import LANGUAGES

# (name, gender, language code) of Polly's voices in the languages the model speaks.
POLLY_VOICES: tuple[tuple[str, str, str], ...] = (
    ("Joanna", "Female", "en-US"), ("Matthew", "Male", "en-US"), ("Salli", "Female", "en-US"),
    ("Joey", "Male", "en-US"), ("Kimberly", "Female", "en-US"), ("Justin", "Male", "en-US"),
    ("Kendra", "Female", "en-US"), ("Kevin", "Male", "en-US"), ("Ivy", "Female", "en-US"),
    ("Stephen", "Male", "en-US"), ("Ruth", "Female", "en-US"), ("Gregory", "Male", "en-US"),
    ("Danielle", "Female", "en-US"), ("Brian", "Male", "en-GB"), ("Amy", "Female", "en-GB"),
    ("Arthur", "Male", "en-GB"), ("Emma", "Female", "en-GB"), ("Russell", "Male", "en-AU"),
    ("Nicole", "Female", "en-AU"), ("Olivia", "Female", "en-AU"), ("Aditi", "Female", "en-IN"),
    ("Raveena", "Female", "en-IN"), ("Kajal", "Female", "en-IN"), ("Hans", "Male", "de-DE"),
    ("Marlene", "Female", "de-DE"), ("Vicki", "Female", "de-DE"), ("Daniel", "Male", "de-DE"),
    ("Hannah", "Female", "de-AT"), ("Celine", "Female", "fr-FR"), ("Lea", "Female", "fr-FR"),
    ("Mathieu", "Male", "fr-FR"), ("Remi", "Male", "fr-FR"), ("Chantal", "Female", "fr-CA"),
    ("Gabrielle", "Female", "fr-CA"), ("Liam", "Male", "fr-CA"), ("Conchita", "Female", "es-ES"),
    ("Lucia", "Female", "es-ES"), ("Enrique", "Male", "es-ES"), ("Sergio", "Male", "es-ES"),
    ("Mia", "Female", "es-MX"), ("Andres", "Male", "es-MX"), ("Penelope", "Female", "es-US"),
    ("Lupe", "Female", "es-US"), ("Miguel", "Male", "es-US"), ("Pedro", "Male", "es-US"),
    ("Carla", "Female", "it-IT"), ("Bianca", "Female", "it-IT"), ("Giorgio", "Male", "it-IT"),
    ("Adriano", "Male", "it-IT"), ("Mizuki", "Female", "ja-JP"), ("Takumi", "Male", "ja-JP"),
    ("Kazuha", "Female", "ja-JP"), ("Tomoko", "Female", "ja-JP"), ("Seoyeon", "Female", "ko-KR"),
    ("Jihye", "Female", "ko-KR"), ("Camila", "Female", "pt-BR"), ("Vitoria", "Female", "pt-BR"),
    ("Ricardo", "Male", "pt-BR"), ("Thiago", "Male", "pt-BR"), ("Ines", "Female", "pt-PT"),
    ("Cristiano", "Male", "pt-PT"), ("Lotte", "Female", "nl-NL"), ("Ruben", "Male", "nl-NL"),
    ("Laura", "Female", "nl-NL"), ("Lisa", "Female", "nl-BE"), ("Ewa", "Female", "pl-PL"),
    ("Maja", "Female", "pl-PL"), ("Jacek", "Male", "pl-PL"), ("Jan", "Male", "pl-PL"), ("Ola", "Female", "pl-PL"),
    ("Tatyana", "Female", "ru-RU"), ("Maxim", "Male", "ru-RU"), ("Astrid", "Female", "sv-SE"),
    ("Elin", "Female", "sv-SE"), ("Filiz", "Female", "tr-TR"), ("Burcu", "Female", "tr-TR"),
    ("Naja", "Female", "da-DK"), ("Mads", "Male", "da-DK"), ("Sofie", "Female", "da-DK"),
    ("Carmen", "Female", "ro-RO"), ("Zeina", "Female", "arb"), ("Hala", "Female", "ar-AE"),
    ("Zayd", "Male", "ar-AE"), ("Suvi", "Female", "fi-FI"), ("Jitka", "Female", "cs-CZ"),
)  # fmt: skip

# The model's languages as Polly writes them (its own codes where it has one).
POLLY_LANGUAGE_CODES = {
    "en": "en-US", "de": "de-DE", "fr": "fr-FR", "es": "es-ES", "it": "it-IT", "ja": "ja-JP", "ko": "ko-KR",
    "pt": "pt-BR", "nl": "nl-NL", "pl": "pl-PL", "ru": "ru-RU", "sv": "sv-SE", "tr": "tr-TR", "da": "da-DK",
    "ro": "ro-RO", "ar": "arb", "fi": "fi-FI", "cs": "cs-CZ",
}  # fmt: skip


# Polly's LanguageName for each of its codes above.
LANGUAGE_NAMES = {
    "en-US": "US English", "en-GB": "British English", "en-AU": "Australian English", "en-IN": "Indian English",
    "de-DE": "German", "de-AT": "Austrian German", "fr-FR": "French", "fr-CA": "Canadian French",
    "es-ES": "Castilian Spanish", "es-MX": "Mexican Spanish", "es-US": "US Spanish", "it-IT": "Italian",
    "ja-JP": "Japanese", "ko-KR": "Korean", "pt-BR": "Brazilian Portuguese", "pt-PT": "Portuguese",
    "nl-NL": "Dutch", "nl-BE": "Belgian Dutch (Flemish)", "pl-PL": "Polish", "ru-RU": "Russian", "sv-SE": "Swedish",
    "tr-TR": "Turkish", "da-DK": "Danish", "ro-RO": "Romanian", "arb": "Arabic", "ar-AE": "Gulf Arabic",
    "fi-FI": "Finnish", "cs-CZ": "Czech",
}  # fmt: skip
ENGINES = ("standard", "neural", "long-form", "generative")  # every one is the same model here

# The engines each Polly voice has in Amazon Polly, in the columns of the table "Available voices" of the Amazon Polly
# Developer Guide (docs.aws.amazon.com/polly/latest/dg/available-voices.html; its document history's latest entry is
# April 20, 2026): generative, long-form, neural, standard. Y it has it, N it has not. The table's rows from Arabic to
# Indian English are copied as they are; the other rows come from the guide's engine pages, each column checked
# against a second Amazon source:
# - standard: the "Standard voices" page lists every standard voice (40 female, 20 male; US English: Ivy, Joanna,
#   Kendra, Kimberly, Salli, Joey, Kevin, so Matthew and Justin have none), as does the DescribeVoices answer Amazon
#   publishes in its samples (2023);
# - neural: that DescribeVoices answer and the "Neural TTS" page's neural-only voices, and the table for Jitka;
# - long-form: Danielle, Gregory, Ruth, Patrick, Alba and Raul (features page, aws.amazon.com/polly/features, and the
#   DescribeVoices answer), the last three not mapped here;
# - generative: the features page's list (Ruth, Matthew, Amy, Joanna, Danielle, Stephen, Olivia, Ayanda, Lucia, Lupe,
#   Lea, Mia, Vicki, Bianca, Kajal, Pedro, Andres, Sergio, Daniel, Remi), the table (Lisa, Laura, and N for its rows)
#   and the document history (Brian, March 19, 2026).
# ? is what no page read says: the "Generative voices" page counts 43 voices, of which these pages name 33, so a few
# voices here may have a generative variant none of them names; and Jihye (Korean, added after those pages) is on no
# neural or generative list read. DescribeVoices lists only the Y engines (what Polly documents), and a synthesis is
# refused only for an N (what Polly documents as absent), so a ? never refuses a request Polly may take.
POLLY_ENGINES: dict[str, str] = {
    # US English
    "Danielle": "YYYN", "Gregory": "?YYN", "Ivy": "?NYY", "Joanna": "YNYY", "Kendra": "?NYY", "Kimberly": "?NYY",
    "Salli": "?NYY", "Joey": "?NYY", "Justin": "?NYN", "Kevin": "?NYY", "Matthew": "YNYN", "Ruth": "YYYN",
    "Stephen": "YNYN",
    # British, Australian, Indian English (the table's rows)
    "Brian": "YNYY", "Amy": "YNYY", "Arthur": "NNYN", "Emma": "NNYY", "Russell": "NNNY", "Nicole": "NNNY",
    "Olivia": "YNYN", "Aditi": "NNNY", "Raveena": "NNNY", "Kajal": "YNYN",
    # German
    "Hans": "?NNY", "Marlene": "?NNY", "Vicki": "YNYY", "Daniel": "YNYN", "Hannah": "?NYN",
    # French
    "Celine": "?NNY", "Lea": "YNYY", "Mathieu": "?NNY", "Remi": "YNYN", "Chantal": "?NNY", "Gabrielle": "?NYN",
    "Liam": "?NYN",
    # Spanish
    "Conchita": "?NNY", "Lucia": "YNYY", "Enrique": "?NNY", "Sergio": "YNYN", "Mia": "YNYY", "Andres": "YNYN",
    "Penelope": "?NNY", "Lupe": "YNYY", "Miguel": "?NNY", "Pedro": "YNYN",
    # Italian
    "Carla": "?NNY", "Bianca": "YNYY", "Giorgio": "?NNY", "Adriano": "?NYN",
    # Japanese, Korean
    "Mizuki": "?NNY", "Takumi": "?NYY", "Kazuha": "?NYN", "Tomoko": "?NYN", "Seoyeon": "?NYY", "Jihye": "?N?N",
    # Portuguese
    "Camila": "?NYY", "Vitoria": "?NYY", "Ricardo": "?NNY", "Thiago": "?NYN", "Ines": "?NYY", "Cristiano": "?NNY",
    # Dutch (the table's rows)
    "Lotte": "NNNY", "Ruben": "NNNY", "Laura": "YNYN", "Lisa": "YNYN",
    # Polish, Russian, Swedish, Turkish, Romanian, Finnish
    "Ewa": "?NNY", "Maja": "?NNY", "Jacek": "?NNY", "Jan": "?NNY", "Ola": "?NYN", "Tatyana": "?NNY", "Maxim": "?NNY",
    "Astrid": "?NNY", "Elin": "?NYN", "Filiz": "?NNY", "Burcu": "?NYN", "Carmen": "?NNY", "Suvi": "?NYN",
    # Danish, Arabic, Czech (the table's rows)
    "Naja": "NNNY", "Mads": "NNNY", "Sofie": "NNYN", "Zeina": "NNNY", "Hala": "NNYN", "Zayd": "NNYN", "Jitka": "NNYN",
}  # fmt: skip
TABLE_COLUMNS = ("generative", "long-form", "neural", "standard")
# Voices per DescribeVoices page (NextToken is the next page's first index): more than the list holds, so a caller
# that reads one answer, as Polly's usually do, gets every voice.
PAGE_SIZE = 100


@dataclass(frozen=True)
class PollyVoice:
    id: str
    gender: str
    language_code: str  # Polly's code ("en-US", "arb"); "" for the kit's own names
    voice: str  # the Supertonic voice it is read with

    def engines(self) -> list[str]:
        """The engines Amazon Polly documents for this voice; every engine for the kit's own names."""
        return [engine for engine in ENGINES if self._cell(engine) == "Y"]

    def lacks(self, engine: str | None) -> bool:
        """True when Amazon Polly has no such engine for this voice (EngineNotSupportedException there)."""
        return engine in TABLE_COLUMNS and self._cell(engine) == "N"

    def _cell(self, engine: str) -> str:
        row = POLLY_ENGINES[self.id] if self.id in MAPPED else "YYYY"
        return row[TABLE_COLUMNS.index(engine)]

    @property
    def lang(self) -> str | None:
        """This voice's language tag ("en-US", "arb"; reduced to the model's code by the plan), or None to detect
        it."""
        return self.language_code or None


def _deal() -> dict[str, PollyVoice]:
    voices, turns = {}, {"Female": 0, "Male": 0}
    for name, gender, code in POLLY_VOICES:
        ours = [v for v in VOICE_NAMES if v.startswith(gender[0])]
        voices[name] = PollyVoice(name, gender, code, ours[turns[gender] % len(ours)])
        turns[gender] += 1
    return voices


MAPPED = _deal()


def polly_voice(name: str) -> PollyVoice:
    """A Polly voice name, or one of the kit's own (built-in or custom: passed through, checked by the plan)."""
    return MAPPED.get(name) or PollyVoice(name, "", "", name)


def _entry(voice: PollyVoice, code: str) -> dict[str, Any]:
    others = [c for c in (POLLY_LANGUAGE_CODES[lang] for lang in LANGUAGES if lang in POLLY_LANGUAGE_CODES)]
    return {
        "Id": voice.id,
        "Name": voice.id,
        "Gender": voice.gender,
        "LanguageCode": code,
        "LanguageName": LANGUAGE_NAMES[code],
        "AdditionalLanguageCodes": [c for c in others if c != code],
        "SupportedEngines": voice.engines(),
    }


def describe_voices(
    language: str | None = None, *, include_additional: bool = False, engine: str | None = None
) -> list[dict[str, Any]]:
    """Every Polly name the kit answers to, then the ten Supertonic voices (which speak every language)."""
    entries = [_entry(voice, voice.language_code) for voice in MAPPED.values()]
    entries += [_entry(PollyVoice(name, "Male" if name[0] == "M" else "Female", "en-US", name), "en-US")
                for name in VOICE_NAMES]  # fmt: skip
    if language:
        entries = [
            entry
            for entry in entries
            if entry["LanguageCode"] == language
            or (include_additional or entry["Id"] in VOICE_NAMES)
            and language in entry["AdditionalLanguageCodes"]
        ]
    if engine:
        entries = [entry for entry in entries if engine in entry["SupportedEngines"]]
    return entries


def voice_page(entries: list[dict[str, Any]], next_token: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """One page of DescribeVoices (PAGE_SIZE voices) and the token of the next; ValueError for a bad token."""
    start = int(next_token) if next_token is not None else 0
    if not 0 <= start < max(1, len(entries)):
        raise ValueError(next_token)
    end = start + PAGE_SIZE
    return entries[start:end], (str(end) if end < len(entries) else None)
