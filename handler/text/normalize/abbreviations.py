"""Technical abbreviations, and how English and Korean say them.

    from handler.text.normalize.abbreviations import ABBREVIATIONS
    ABBREVIATIONS["en"]["API"]    # 'A P I'
    ABBREVIATIONS["ko"]["API"]    # '에이피아이'

They are matched like lexicon keys with capitals: whole word, exact case ("API" but not "api" or "APIs"), and a
pronunciation lexicon entry for the same word wins. Spelled-out abbreviations are generated from the letters;
the ones said as a word are listed with their reading.
"""

from __future__ import annotations

_SPELLED = (
    "AI API AWS CEO CI CLI CPU CSS CSV CTO DB DNS EC2 ETA FAQ GPT GPU HTML HTTP HTTPS IP LLM ML PDF QA RAM SDK "
    "SMS SQS SSD SSH TTS UI URL USB UX VPN XML"
).split()

# Said as a word (or partly spelled), not letter by letter.
_WORDS_EN = {
    "SaaS": "sass",
    "PaaS": "pass",
    "ONNX": "onyx",
    "JSON": "jason",
    "SQL": "sequel",
    "NoSQL": "no sequel",
    "S3": "S three",
    "iOS": "eye O S",
    "macOS": "mac O S",
    "OAuth": "oh auth",
    "GIF": "gif",
    "JPEG": "jay peg",
    "PNG": "ping",
    "WiFi": "why fye",
    "Wi-Fi": "why fye",
}
_WORDS_KO = {
    "SaaS": "사스",
    "PaaS": "파스",
    "ONNX": "오닉스",
    "JSON": "제이슨",
    "SQL": "시퀄",
    "NoSQL": "노시퀄",
    "S3": "에스쓰리",
    "EC2": "이씨투",
    "iOS": "아이오에스",
    "macOS": "맥오에스",
    "OAuth": "오어스",
    "GIF": "지프",
    "JPEG": "제이펙",
    "PNG": "피엔지",
    "WiFi": "와이파이",
    "Wi-Fi": "와이파이",
}
_DIGITS_EN = dict(zip("0123456789", "zero one two three four five six seven eight nine".split(), strict=True))
_LETTERS_KO = dict(
    zip(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 지".split(),
        strict=True,
    )
)
_DIGITS_KO = dict(zip("0123456789", "제로 원 투 쓰리 포 파이브 식스 세븐 에잇 나인".split(), strict=True))


def _spelled_en(abbreviation: str) -> str:
    return " ".join(_DIGITS_EN.get(char, char) for char in abbreviation)


def _spelled_ko(abbreviation: str) -> str:
    return "".join(_LETTERS_KO.get(char) or _DIGITS_KO[char] for char in abbreviation)


ABBREVIATIONS: dict[str, dict[str, str]] = {
    "en": {**{a: _spelled_en(a) for a in _SPELLED}, **_WORDS_EN},
    "ko": {**{a: _spelled_ko(a) for a in _SPELLED}, **_WORDS_KO},
}
