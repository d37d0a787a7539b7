"""How a language spaces its words (its home's `spacing`, which rules.apply_rules is given): apart (SPACED); none
between words, so a reading is joined (UNSPACED: Japanese); or the rules place their own spaces, a particle staying
on its word (BY_RULES: Korean)."""

SPACED, UNSPACED, BY_RULES = "spaced", "unspaced", "by_rules"
