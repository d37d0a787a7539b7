"""English normalisation: one row per rule, input and spoken output."""

from __future__ import annotations

import pytest

from handler.text.normalize import normalize
from handler.text.normalize.languages.en.words import cardinal, ordinal, year
from handler.text.normalize.numbers import parse_number


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "zero"), (7, "seven"), (13, "thirteen"), (20, "twenty"), (21, "twenty-one"), (99, "ninety-nine"),
        (100, "one hundred"), (101, "one hundred one"), (999, "nine hundred ninety-nine"),
        (1000, "one thousand"), (1001, "one thousand one"), (12_345, "twelve thousand three hundred forty-five"),
        (1_000_000, "one million"), (2_000_500_003, "two billion five hundred thousand three"),
    ],
)  # fmt: skip
def test_cardinal(n: int, words: str) -> None:
    assert cardinal(n) == words


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1, "first"), (2, "second"), (3, "third"), (4, "fourth"), (5, "fifth"), (8, "eighth"), (9, "ninth"),
        (12, "twelfth"), (20, "twentieth"), (21, "twenty-first"), (100, "one hundredth"), (103, "one hundred third"),
    ],
)  # fmt: skip
def test_ordinal(n: int, words: str) -> None:
    assert ordinal(n) == words


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (2024, "twenty twenty-four"), (2000, "two thousand"), (2007, "two thousand seven"), (2010, "twenty ten"),
        (1999, "nineteen ninety-nine"), (1905, "nineteen oh five"), (1900, "nineteen hundred"),
        (1066, "ten sixty-six"), (1005, "one thousand five"), (800, "eight hundred"),
    ],
)  # fmt: skip
def test_year(n: int, words: str) -> None:
    assert year(n) == words


def test_parse_number() -> None:
    number = parse_number("1,234.50")
    assert (number.integer, number.fraction) == ("1234", "50")
    assert parse_number("1").is_one and parse_number("01").is_one and not parse_number("1.0").is_one


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # cardinals and decimals
        ("I have 3 cats.", "I have three cats."),
        (
            "It is 1,234,567 km away?",
            "It is one million two hundred thirty-four thousand five hundred sixty-seven kilometers away?",
        ),
        ("Pi is 3.14.", "Pi is three point one four."),
        ("It was -5 outside.", "It was minus five outside."),
        ("Agent 007", "Agent double oh seven"),
        ("pages 10-20", "pages ten to twenty"),
        ("a 3D film on MP3", "a three D film on MP three"),
        ("1234567890123456", "one two three four five six seven eight nine zero one two three four five six"),
        # ordinals
        ("the 1st, 2nd, 3rd, 4th and 21st", "the first, second, third, fourth and twenty-first"),
        ("her 103RD try", "her one hundred third try"),
        # dates
        ("On 2024-04-03 we met.", "On April third, twenty twenty-four we met."),
        ("Due 4/3/2024.", "Due April third, twenty twenty-four."),
        ("on April 3, 2024", "on April third, twenty twenty-four"),
        ("on Apr. 3rd", "on April third"),
        ("on 3 April 2024", "on the third of April, twenty twenty-four"),
        ("on 2024-13-45", "on two thousand twenty-four-thirteen-forty-five"),  # not a date
        # times
        ("at 3:45 PM", "at three forty-five PM"),
        ("at 14:30", "at fourteen thirty"),
        ("at 3:00", "at three o'clock"),
        ("at 3:00 pm", "at three PM"),
        ("at 3:05 a.m. sharp", "at three oh five AM sharp"),
        ("at 9 p.m. Then we left.", "at nine PM. Then we left."),  # the sentence still ends
        ("at 18:00", "at eighteen hundred"),
        ("at 10:30:15", "at ten thirty and fifteen seconds"),
        ("score 3:75", "score three to seventy-five"),  # not a time: a score
        # money
        ("$12.50", "twelve dollars and fifty cents"),
        ("$1", "one dollar"),
        ("$1.01", "one dollar and one cent"),
        ("$0.50", "fifty cents"),
        ("$12.5", "twelve dollars and fifty cents"),
        ("$1,000,000", "one million dollars"),
        ("$1.234", "one point two three four dollars"),
        ("$5 million", "five million dollars"),
        ("$5M and $3k and $2bn", "five million dollars and three thousand dollars and two billion dollars"),
        ("€5", "five euros"),
        ("€1.50", "one euro and fifty cents"),
        ("£1.01", "one pound and one penny"),
        ("£3.20", "three pounds and twenty pence"),
        ("¥500", "five hundred yen"),
        ("₩5000", "five thousand won"),
        ("5 €", "five euros"),
        ("100 USD", "one hundred dollars"),
        ("-3 EUR", "minus three euros"),
        # percentages
        ("50%", "fifty percent"),
        ("12.5 %", "twelve point five percent"),
        # units
        ("5 km", "five kilometers"),
        ("1 km", "one kilometer"),
        ("2.5kg", "two point five kilograms"),
        ("30 cm, 4 mm, 10 m", "thirty centimeters, four millimeters, ten meters"),
        ("5 g, 20 mg", "five grams, twenty milligrams"),
        ("2 l and 1 L and 250 ml", "two liters and one liter and two hundred fifty milliliters"),
        (
            "16 GB, 512 MB, 64 KB, 2 TB",
            "sixteen gigabytes, five hundred twelve megabytes, sixty-four kilobytes, two terabytes",
        ),
        ("1 °C and 20°C", "one degree Celsius and twenty degrees Celsius"),
        ("20℃ or 68 °F", "twenty degrees Celsius or sixty-eight degrees Fahrenheit"),
        ("100 km/h", "one hundred kilometers per hour"),
        ("60 mph", "sixty miles per hour"),
        ("90°", "ninety degrees"),
        ("5 GHz, 200 ms", "five gigahertz, two hundred milliseconds"),
        ("5 min", "five minutes"),  # not meters
        # decades, years, eras
        ("the 1990s", "the nineteen nineties"),
        ("the '80s", "the eighties"),
        ("In 1999 and since 2010", "In nineteen ninety-nine and since twenty ten"),
        ("1999 people", "one thousand nine hundred ninety-nine people"),  # not after a year word
        ("500 BC", "five hundred B C"),
        # versions, signs, symbols
        ("version 1.2.3", "version one point two point three"),
        ("v2.10.0", "v two point ten point zero"),
        ("item #5", "item number five"),
        ("1+2", "one plus two"),
        ("R&D", "R and D"),
        ("Call 555-123-4567.", "Call five five five, one two three, four five six seven."),
        ("Call (555) 123-4567.", "Call five five five, one two three, four five six seven."),
        # abbreviations
        ("The API uses JSON over HTTP.", "The A P I uses jason over H T T P."),
        ("SaaS on ONNX with TTS", "sass on onyx with T T S"),
        ("SDK, CPU, GPU, URL, AWS, S3, UI, AI", "S D K, C P U, G P U, U R L, A W S, S three, U I, A I"),
        ("two APIs and GPUs", "two A P Is and G P Us"),
        ("api and Api stay", "api and Api stay"),  # case-sensitive
        ("APIKEY and S3X", "APIKEY and S three X"),  # whole words; S3X is not S3, so its digit is read
    ],
)
def test_english(text: str, spoken: str) -> None:
    assert normalize(text, "en").text == spoken


def test_english_rules_stay_in_english() -> None:
    text = "Am 3.4.2024 um 14:30 kostet die API 5 €."
    assert normalize(text, "na").text == text  # the fallback language has no rules
    assert "A P I" not in normalize(text, "hr").text
    assert "API" in normalize(text, "de").text


def test_verbalised_spans_cover_their_source() -> None:
    text = "It costs $12.50 today."
    aligned = normalize(text, "en")
    start = aligned.text.index("twelve")
    end = aligned.text.index("cents") + len("cents")
    assert aligned.source_span(start, end) == (9, 15)
    assert text[9:15] == "$12.50"


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # a label before "F" is not a temperature
        ("Seat 12F is taken.", "Seat twelve F is taken."),
        ("It was 95F in the shade.", "It was ninety-five degrees Fahrenheit in the shade."),
        # a quarter off is not a half
        ("Take 1/4 off the price.", "Take a quarter off the price."),
        # "a" and a noun make the amount describe it; without "a" it counts
        ("She bought a 2 lb bag.", "She bought a two pound bag."),
        ("It weighs 5 kg now.", "It weighs five kilograms now."),
        ("Stir in 1 1/2 tbsp.", "Stir in one and a half tablespoons."),
        # the half of the day after "o'clock", written with periods, spaced or not
        ("We left at ten o'clock a.m., tired.", "We left at ten o'clock AM, tired."),
        ("It ended at 4 o'clock P.M.", "It ended at four o'clock PM."),
        # a day after the twelfth is a date, but a denominator people write stays a fraction
        ("The launch is 10/28.", "The launch is October twenty-eighth."),
        ("Use a 3/16 bit.", "Use a three sixteenths bit."),
        # a multiplier before a small count; a model's name after "an" is not one
        ("Repeat the set x3.", "Repeat the set times three."),
        ("She drives an x5 now.", "She drives an x five now."),
        # "s" after a word that measures time is seconds; old money keeps its period before the text goes on
        ("It took 2.5s to load.", "It took two point five seconds to load."),
        ("He paid after 2s. 6d. was owed.", "He paid after two shillings and sixpence was owed."),
        # a year and its month, where the number after the dash is no later year
        ("Sales for 2024-05 rose.", "Sales for May twenty twenty-four rose."),
        ("The 2023-24 season ended.", "The twenty twenty-three to twenty-four season ended."),
        # a range of amounts with the currency written once says it once, after both ends
        ("It costs £5-10 million.", "It costs five to ten million pounds."),
        ("Rent was $1,000–1,500 a month.", "Rent was one thousand to one thousand five hundred dollars a month."),
    ],
)
def test_words_around_a_number_decide_its_reading(text: str, spoken: str) -> None:
    assert normalize(text, "en").text == spoken
