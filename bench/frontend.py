"""The text front end's cost per 1,000 characters in every language, and the installed size of the libraries
that give it its words (num2words, babel).

    python -m bench.frontend        # prints a small table
"""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize

# One sentence per language with numbers, a date, money and a unit (the test tables hold more).
_SAMPLE = "Am 3. Mai 2024 kostet es 12,50 € für 2,5 km, also 1.234 Schritte um 14:30 Uhr. "
_SAMPLES = {
    "en": "On May 3, 2024 it cost $12.50 for 2.5 km, that is 1,234 steps at 2:30 PM. ",
    "ko": "2024년 5월 3일 14:30에 2.5km를 걷는 데 12,500원이 들었다. ",
    "ja": "2024年5月3日14:30に2.5 kmで12,500円かかりました。",
    "fr": "Le 3 mai 2024 à 14:30, cela coûte 12,50 € pour 2,5 km, soit 1 234 pas. ",
    "es": "El 3 de mayo de 2024 a las 14:30 cuesta 12,50 € por 2,5 km, unos 1.234 pasos. ",
    "ru": "3 мая 2024 года в 14:30 это стоит 12,50 € за 2,5 км, то есть 1 234 шага. ",
}
PACKAGES = ("num2words", "babel", "docopt")


def installed_size(package: str) -> int:
    """Bytes on disk of an installed package (module or folder), excluding its metadata."""
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        return 0
    path = Path(spec.origin)
    root = path.parent if path.name == "__init__.py" else path
    return (
        sum(item.stat().st_size for item in root.rglob("*") if item.is_file()) if root.is_dir() else root.stat().st_size
    )


def cost_per_thousand(lang: str, repeats: int = 5) -> tuple[float, float]:
    """(first call, warm median) milliseconds per 1,000 characters for a 10,000-character text."""
    sentence = _SAMPLES.get(lang, _SAMPLE)
    text = sentence * (10_000 // len(sentence) + 1)
    started = time.perf_counter()
    normalize(text, lang)
    first = time.perf_counter() - started
    timings = []
    for _ in range(repeats):
        started = time.perf_counter()
        normalize(text, lang)
        timings.append(time.perf_counter() - started)
    scale = 1000 / len(text) * 1000
    return first * scale, sorted(timings)[len(timings) // 2] * scale


def main() -> None:
    print("lang  first ms/1k chars  warm ms/1k chars")
    for lang in LANGUAGES:
        first, warm = cost_per_thousand(lang)
        print(f"{lang:4}  {first:17.2f}  {warm:16.2f}")
    print("\npackage    installed MB")
    for package in PACKAGES:
        print(f"{package:9}  {installed_size(package) / 2**20:12.1f}")
    babel_data = Path(importlib.util.find_spec("babel").origin).parent / "locale-data"
    needed = [babel_data / f"{name}.dat" for name in ("root", *LANGUAGES)]
    print(
        f"babel locale data for the {len(LANGUAGES)} languages: {sum(p.stat().st_size for p in needed) / 2**20:.1f} MB"
    )


if __name__ == "__main__":
    main()
