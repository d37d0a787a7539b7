"""How a language spaces its words (its home's `spacing`, which rules.apply_rules is given): apart (SPACED); none
between words, so a reading is joined (UNSPACED: Japanese); or the rules place their own spaces, a particle staying
on its word (BY_RULES: Korean)."""

SPACED, UNSPACED, BY_RULES = "spaced", "unspaced", "by_rules"

# The combining marks written on a word's letters, which Python's "\w" leaves out: Devanagari vowel signs ("घंटे",
# "का") and Arabic vowel marks; a word's characters are its letters, digits and these (a word: `{WORD_CHARACTER}+`).
MARK = r"[\u064b-\u065f\u0670\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]"
WORD_CHARACTER = rf"(?:\w|{MARK})"
