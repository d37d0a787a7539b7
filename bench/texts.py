"""The benchmark texts: plain English from a fixed pool of sentences, so every run reads the same words. No digits,
abbreviations or symbols: normalisation changes nothing, and the official package (which does not normalise)
reads exactly the same characters as ours."""

from __future__ import annotations

import random

SENTENCES = (
    "The quick brown fox jumps over the lazy dog near the quiet river bank.",
    "Morning light crept across the valley and woke the sleeping village.",
    "It was a calm and ordinary day.",
    "She packed her bag, locked the door and walked slowly to the station.",
    "A small boat drifted past the harbour wall while gulls circled overhead.",
    "Nobody expected the old clock in the hall to start ticking again.",
    "The market was loud with voices, and the air smelled of bread and oranges.",
    "He read the letter twice before folding it carefully into his coat pocket.",
    "Rain tapped against the window as the kettle began to whistle.",
    "They followed the narrow path through the forest until the trees grew thin.",
    "Every winter the lake froze solid, and the children skated from dawn to dusk.",
    "The museum opened a new wing filled with maps drawn by early travellers.",
    "Her garden was a patchwork of roses, beans and stubborn weeds.",
    "At the top of the hill the wind was strong enough to lean on.",
    "The train was late again, so the passengers shared stories on the platform.",
    "A lantern glowed in the window of the farmhouse long after midnight.",
    "The teacher asked the class to describe the colour of the evening sky.",
    "He tuned the old guitar, played a few chords and smiled at the sound.",
    "The bridge had stood for centuries, patient and grey above the water.",
    "Fresh snow covered the road, and the whole town seemed to hold its breath.",
    "She wrote down every idea in a notebook that never left her side.",
)


def text_of_length(chars: int) -> str:
    """Whole sentences from the pool, in order and repeating, up to `chars` characters (at least one sentence)."""
    text = SENTENCES[0]
    for index in range(1, chars):
        longer = f"{text} {SENTENCES[index % len(SENTENCES)]}"
        if len(longer) > chars:
            break
        text = longer
    return text


def texts_of_words(counts: range, seed: int = 1) -> tuple[str, ...]:
    """One text per word count, each the pool's first words ending in a full stop, in a fixed shuffled order: every
    text has its own length, so each request brings new tensor shapes until all were sent once."""
    words = " ".join(SENTENCES).split()
    texts = [" ".join(words[:count]).rstrip(".,") + "." for count in counts]
    random.Random(seed).shuffle(texts)
    return tuple(texts)


# One sentence; about 10 s of audio; about 60 s; the largest synchronous request; the largest job.
SHORT = SENTENCES[0]
MEDIUM = text_of_length(175)
LONG = text_of_length(1_050)
# The full-path leak check: 35 lengths from 2 to 36 words (about 10 to 200 characters, one to three chunks).
VARIED_TEXTS = texts_of_words(range(2, 37))
