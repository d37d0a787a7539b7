"""The text front end's cost per 1,000 characters in every language, as a share of synthesis, and the installed size
of its text libraries (`make bench`'s "frontend" section). `python -m bench.frontend` prints the costs alone,
and how many of each language's rules scanned its sample (`scans_run`).
"""

from __future__ import annotations

import functools
import importlib.util
import statistics
from pathlib import Path
from typing import Any
from unittest import mock

from bench import report
from bench.stats import timed
from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize, prefilter, rules

# One realistic sentence per language with a date, money, units or a time (the test tables hold more).
_SAMPLES = {
    "en": "On May 3, 2024 it cost $12.50 for 2.5 km, that is 1,234 steps at 2:30 PM. ",
    "ko": "2024년 5월 3일 14:30에 2.5km를 걷는 데 12,500원이 들었다. ",
    "ja": "2024年5月3日14:30に2.5 kmで12,500円かかりました。",
    "de": "Am 3. Mai 2024 kostet es 12,50 € für 2,5 km, also 1.234 Schritte um 14:30 Uhr. ",
    "fr": "Le 3 mai 2024 à 14:30, cela coûte 12,50 € pour 2,5 km, soit 1 234 pas. ",
    "es": "El 3 de mayo de 2024 a las 14:30 cuesta 12,50 € por 2,5 km, unos 1.234 pasos. ",
    "it": "Il 1 maggio 2024 alle 14:30 ho pagato 12,50 € per 2,5 km. ",
    "pt": "No dia 3 de maio de 2024 às 14:30 paguei 12,50 € por 2,5 km. ",
    "nl": "Op 3 mei 2024 om 14:30 kostte het 12,50 € voor 2,5 km. ",
    "sv": "Den 3 maj 2024 kl. 14:30 kostade det 12,50 € för 2,5 km. ",
    "da": "Den 3. maj 2024 kl. 14:30 kostede det 12,50 € for 2,5 km. ",
    "fi": "3. toukokuuta 2024 klo 14:30 se maksoi 12,50 € ja matka oli 2,5 km. ",
    "pl": "Dnia 3 maja 2024 r. o 14:30 zapłaciłem 12,50 € za 2,5 km. ",
    "ru": "3 мая 2024 года в 14:30 это стоит 12,50 € за 2,5 км, то есть 1 234 шага. ",
    "uk": "3 травня 2024 року о 14:30 ціна зросла на 12,5 % до 250 грн. ",
    "cs": "Dne 3. května 2024 ve 14:30 stál lístek 250 Kč a cesta měřila 2,5 km. ",
    "sk": "Dňa 3. mája 2024 o 14:30 stál lístok 12,50 € a cesta mala 2,5 km. ",
    "sl": "3. maja 2024 ob 14:30 je vstopnica stala 12,50 € za 2,5 km. ",
    "lt": "2024 m. gegužės 3 d. 14:30 bilietas kainavo 12,50 € už 2,5 km. ",
    "lv": "2024. gada 3. maijā 14:30 biļete maksāja 12,50 € par 2,5 km. ",
    "hu": "2024. május 3. napján 14:30-kor a jegy 12,50 € volt 2,5 km-re. ",
    "ro": "Pe 3 mai 2024 la 14:30 biletul a costat 12,50 € pentru 2,5 km. ",
    "tr": "3 Mayıs 2024'te 14:30'da bilet 12,50 € idi ve yol 2,5 km. ",
    "id": "Pada 3 Mei 2024 pukul 14:30 tiketnya seharga 12,50 € untuk 2,5 km. ",
    "vi": "Ngày 3 tháng 5 năm 2024 lúc 14:30, vé có giá 12,50 € cho 2,5 km. ",
    "ar": "دفعت 12.50 € في 3 مايو 2024 الساعة 14:30 مقابل 2.5 km. ",
    "bg": "На 3 май 2024 г. в 14:30 билетът струваше 12,50 € за 2,5 km. ",
    "el": "Στις 3 Μαΐου 2024 στις 14:30 το εισιτήριο κόστιζε 12,50 € για 2,5 km. ",
    "et": "3. mail 2024 kell 14:30 maksis pilet 12,50 € ja teekond oli 2,5 km. ",
    "hi": "3 मई 2024 को 14:30 बजे 2.5 km के टिकट का दाम ₹500 था। ",
    "hr": "3. svibnja 2024. u 14:30 karta je stajala 12,50 € za 2,5 km. ",
}
PACKAGES = ("num2words", "babel", "docopt", "stopwordsiso", "unicode_rbnf", "budoux")


def installed_size(package: str) -> int:
    """Bytes on disk of an installed package (module or folder), without its metadata; babel as the layer ships
    it: only the locale data of the model's languages."""
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise RuntimeError(f"{package} is not installed as a module")
    origin = Path(spec.origin)
    if origin.name != "__init__.py":
        return origin.stat().st_size
    kept = {f"{name}.dat" for name in ("root", *LANGUAGES)}
    files = [item for item in origin.parent.rglob("*") if item.is_file()]
    return sum(item.stat().st_size for item in files if item.parent.name != "locale-data" or item.name in kept)


def cost_per_thousand(lang: str, repeats: int = 5) -> tuple[float, float]:
    """(first call, warm median) milliseconds per 1,000 characters for a 10,000-character text."""
    sentence = _SAMPLES[lang]
    text = sentence * (10_000 // len(sentence) + 1)
    first, *warm = (timed(lambda: normalize(text, lang))[1] for _ in range(repeats + 1))
    scale = 1000 / len(text) * 1000
    return first * scale, statistics.median_high(warm) * scale


def scans_run(lang: str) -> tuple[int, int]:
    """(rules that scanned the sample, rules asked) for one pass over the language's sample: the prefilter
    (`prefilter.may_match`) passes by a rule whose pattern needs a string the text does not hold."""
    asked: list[bool] = []

    def counted(pattern: Any, text: str) -> bool:
        asked.append(bool(prefilter.may_match(pattern, text)))
        return asked[-1]

    with mock.patch.object(rules, "may_match", counted):
        normalize(_SAMPLES[lang] * 20, lang)
    return sum(asked), len(asked)


def synthesis_ms_per_thousand(model_dir: str, threads: int) -> float:
    """Milliseconds of synthesis (front end excluded) per 1,000 characters, for one ~1,000-character text."""
    from bench.texts import text_of_length
    from handler.engine import load_engine
    from handler.kernel.config import Settings
    from handler.text.frontend import prepare_text

    engine = load_engine(Settings(model_dir=model_dir, intra_op_threads=threads, cache_enabled=False))
    text = text_of_length(1000)
    prepared = prepare_text(text, lang="en", supported=engine.supported_characters)
    synthesis = functools.partial(engine.synthesize, prepared, voice="M1", seed=1, steps=8, speed=1.05, silence=0.3)
    synthesis()  # warms the sessions
    return timed(synthesis)[1] / len(text) * 1_000_000


def measure(model_dir: str, threads: int, repeats: int = 5) -> dict[str, Any]:
    """The front end's cost per language next to synthesis's, and the libraries' installed sizes."""
    synthesis = synthesis_ms_per_thousand(model_dir, threads)
    languages = {}
    for lang in LANGUAGES:
        first, warm = cost_per_thousand(lang, repeats)
        languages[lang] = {"first_ms": first, "warm_ms": warm, "share_of_synthesis": warm / synthesis}
    sizes = {package: installed_size(package) for package in PACKAGES}
    return {"synthesis_ms_per_1k": synthesis, "languages": languages, "package_bytes": sizes}


def main() -> None:
    costs = {lang: dict(zip(("first_ms", "warm_ms"), cost_per_thousand(lang), strict=True)) for lang in LANGUAGES}
    sizes = {package: installed_size(package) for package in PACKAGES}
    print(report.section({"frontend": {"languages": costs, "package_bytes": sizes}}, "frontend"))
    print(
        "Rules that scanned each sample (the prefilter passes by the rest): "
        + ", ".join("{}: {} of {}".format(lang, *scans_run(lang)) for lang in LANGUAGES)
    )


if __name__ == "__main__":
    main()
