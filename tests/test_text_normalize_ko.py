"""Korean normalisation: one row per rule, input and spoken output."""

from __future__ import annotations

import pytest

from handler.text.normalize import normalize
from handler.text.normalize.languages.ko.words import native, sino


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "영"), (1, "일"), (10, "십"), (11, "십일"), (20, "이십"), (100, "백"), (110, "백십"), (1000, "천"),
        (2024, "이천이십사"), (5000, "오천"), (10_000, "만"), (15_000, "만 오천"), (12_345, "만 이천삼백사십오"),
        (100_000_000, "일억"), (123_456_789, "일억 이천삼백사십오만 육천칠백팔십구"),
    ],
)  # fmt: skip
def test_sino(n: int, words: str) -> None:
    assert sino(n) == words


@pytest.mark.parametrize(
    ("n", "words"),
    [(1, "한"), (2, "두"), (3, "세"), (4, "네"), (5, "다섯"), (10, "열"), (11, "열한"), (14, "열네"), (20, "스무"),
     (21, "스물한"), (30, "서른"), (99, "아흔아홉")],
)  # fmt: skip
def test_native(n: int, words: str) -> None:
    assert native(n) == words
    with pytest.raises(ValueError):
        native(100)


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # dates
        ("2024년 3월 5일", "이천이십사 년 삼 월 오 일"),
        ("2024-04-03", "이천이십사 년 사 월 삼 일"),
        ("6월과 10월", "유 월과 시 월"),
        # clock times: native hours, Sino minutes and seconds
        ("14:30", "열네 시 삼십 분"),
        ("3:00", "세 시"),
        ("3:45 PM", "오후 세 시 사십오 분"),
        ("9:05 am", "오전 아홉 시 오 분"),
        ("0:15:20", "영 시 십오 분 이십 초"),
        ("오후 3시 30분", "오후 세 시 삼십 분"),
        # counters
        ("3시간 20분", "세 시간 이십 분"),
        ("사과 3개, 학생 20명, 21살", "사과 세 개, 학생 스무 명, 스물한 살"),
        ("3개월 뒤", "삼 개월 뒤"),  # 개월 is Sino, 개 is native
        ("100개", "백 개"),  # no native numerals from 100 on
        ("2번 했다", "두 번 했다"),
        ("20대와 3대", "이십 대와 세 대"),
        ("5층 3호", "오 층 삼 호"),
        ("1.5시간", "일 점 오 시간"),
        # ordinals
        ("1번째, 2번째, 3번째, 21번째", "첫 번째, 두 번째, 세 번째, 스물한 번째"),
        ("제3장", "제삼장"),
        # money
        ("5000원", "오천 원"),
        ("₩5000", "오천 원"),
        ("$12.50", "십이 달러 오십 센트"),
        ("$3", "삼 달러"),
        ("€5", "오 유로"),
        ("£2.50", "이 파운드 오십 펜스"),
        ("¥1000", "천 엔"),
        ("30 USD", "삼십 달러"),
        ("3만 원", "삼만 원"),
        ("1만 원", "만 원"),
        ("1억 2345만", "일억 이천삼백사십오만"),
        ("2천만", "이천만"),
        # percentages and units
        ("50%", "오십 퍼센트"),
        ("12.5%", "십이 점 오 퍼센트"),
        ("5km", "오 킬로미터"),
        ("3 kg", "삼 킬로그램"),
        ("100km/h", "시속 백 킬로미터"),
        ("25°C", "이십오 도"),
        ("16GB", "십육 기가바이트"),
        # other numbers
        ("3.14", "삼 점 일사"),
        ("-5도", "마이너스 오 도"),
        ("12345", "만 이천삼백사십오"),
        ("010-1234-5678", "공일공 일이삼사 오육칠팔"),
        ("MP3와 3D", "MP3와 3D"),  # against Latin letters: left alone
    ],
)
def test_korean(text: str, spoken: str) -> None:
    assert normalize(text, "ko").text == spoken


def test_korean_keeps_english_abbreviations() -> None:
    assert normalize("API 키", "ko").text == "API 키"
    assert normalize("API 키", "ko", {"API": "에이피아이"}).text == "에이피아이 키"


def test_verbalised_spans_cover_their_source() -> None:
    text = "가격은 5000원입니다."
    aligned = normalize(text, "ko")
    assert aligned.text == "가격은 오천 원입니다."
    assert aligned.source_span(4, 8) == (4, 9)
    assert text[4:9] == "5000원"
