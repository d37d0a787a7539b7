"""The text front end: request text in, the exact strings the model reads out.

    from handler.text.frontend import prepare_text

    prepared = prepare_text("Hello, world!", lang=None, supported=engine.supported_characters)
    prepared.lang                      # "en", detected
    prepared.chunks[0].model_text      # "<en>Hello, world!</en>"

Modules: `languages` (codes and chunk limits), `detect` (language detection), `normalize/` (lexicon and
verbalisation, offsets kept), `chunking` (paragraphs, sentences, clauses), `preprocess` (the official
package's character clean-up), `frontend` (the pipeline).
"""
