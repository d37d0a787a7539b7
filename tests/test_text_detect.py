"""Language detection: py3langid on the model's languages, "na" when unsure."""

from __future__ import annotations

import pytest

from handler.text.detect import detect_language
from handler.text.languages import LANGUAGES

SAMPLES = {
    "en": "The weather is lovely today, so we are going for a walk in the park.",
    "ko": "오늘은 날씨가 좋아서 공원에 산책하러 갑니다.",
    "ja": "今日はいい天気なので、公園に散歩に行きます。",
    "de": "Das Wetter ist heute schön, deshalb gehen wir im Park spazieren.",
    "fr": "Il fait beau aujourd'hui, alors nous allons nous promener dans le parc.",
    "es": "Hoy hace buen tiempo, así que vamos a pasear por el parque.",
    "ru": "Сегодня хорошая погода, поэтому мы идём гулять в парк.",
    "uk": "Сьогодні гарна погода, тому ми йдемо гуляти в парк.",
    "it": "Oggi il tempo è bello, quindi andiamo a fare una passeggiata nel parco.",
    "pt": "Hoje o tempo está bom, então vamos passear no parque.",
    "vi": "Hôm nay trời đẹp nên chúng tôi đi dạo trong công viên.",
    "ar": "الطقس جميل اليوم، لذلك سنذهب في نزهة في الحديقة.",
    "hi": "आज मौसम अच्छा है, इसलिए हम पार्क में टहलने जा रहे हैं।",
    "el": "Ο καιρός είναι ωραίος σήμερα, γι' αυτό πάμε βόλτα στο πάρκο.",
}


@pytest.mark.parametrize(("lang", "text"), SAMPLES.items())
def test_detects_the_language(lang: str, text: str) -> None:
    detected, confidence = detect_language(text)
    assert detected == lang
    assert 0.5 <= confidence <= 1.0


@pytest.mark.parametrize(
    "text",
    [
        "OK",  # too short to tell
        "12345 !!!",  # no letters
        "",
        "Hello",  # one word: the scores are spread over many languages
        "你好，今天天气很好。",  # Chinese: ideographs without kana are not taken as Japanese
    ],
)
def test_falls_back_when_unsure(text: str) -> None:
    detected, confidence = detect_language(text)
    assert detected == "na"
    assert 0.0 <= confidence <= 1.0


def test_only_the_model_languages_come_out() -> None:
    # Catalan is not one of the model's languages: the answer is one of them or "na".
    detected, _ = detect_language("Avui fa bon temps, així que anirem a passejar pel parc.")
    assert detected in (*LANGUAGES, "na")
