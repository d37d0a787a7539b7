"""docs/openai.md runs as written: each ```sh block in one bash session (so `URL=...` carries over) and each
```python block with this interpreter, in order, in an empty folder, against the local server as `make run` starts
it. The one change: the page's `http://127.0.0.1:8080` becomes the test server's address (a free port)."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import av
import pytest
import soundfile as sf

from tests.local_server import run_local

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "openai.md"
PAGE_URL = "http://127.0.0.1:8080"
BLOCK = re.compile(r"^( *)```(sh|python)\n(.*?)^\1```$", re.S | re.M)


def blocks() -> list[tuple[str, str]]:
    found = []
    for indent, language, code in BLOCK.findall(PAGE.read_text()):
        found.append((language, "\n".join(line.removeprefix(indent) for line in code.splitlines()) + "\n"))
    return found


def test_the_page_has_runnable_examples_of_both_kinds() -> None:
    languages = [language for language, _ in blocks()]
    assert languages.count("sh") >= 4 and languages.count("python") >= 3


@pytest.fixture(scope="module")
def results(model_dir, tmp_path_factory) -> tuple[Path, list[str]]:
    """Run every block; (the folder they ran in, what each printed)."""
    workdir = tmp_path_factory.mktemp("docs")
    with run_local(model_dir, tmp_path_factory.mktemp("server")) as (origin, _, _):
        shell = subprocess.Popen(
            ["bash", "--norc", "--noprofile"],
            cwd=workdir,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        printed = []
        try:
            for number, (language, code) in enumerate(blocks()):
                code = code.replace(PAGE_URL, origin)
                if language == "python":
                    run = subprocess.run(
                        [sys.executable, "-c", code], cwd=workdir, capture_output=True, text=True, timeout=300
                    )
                    assert run.returncode == 0, f"python block {number} failed:\n{code}\n{run.stderr[-3000:]}"
                    printed.append(run.stdout)
                else:
                    printed.append(run_in(shell, code, number))
        finally:
            shell.stdin.close()
            shell.wait(timeout=30)
    return workdir, printed


def run_in(shell: subprocess.Popen, code: str, number: int) -> str:
    """Run `code` in the persistent shell, with pipefail; its output, or a failure naming the block."""
    marker = f"__block_{number}_done__"
    shell.stdin.write(f'set -o pipefail\n{code}\necho "{marker} $?"\n')
    shell.stdin.flush()
    output = []
    for line in shell.stdout:
        if line.startswith(marker):
            status = int(line.split()[1])
            assert status == 0, f"sh block {number} exited {status}:\n{code}\n{''.join(output)}"
            return "".join(output)
        output.append(line)
    raise AssertionError(f"the shell ended during block {number}: {shell.stderr.read()[-3000:]}")


def test_every_example_runs_and_makes_what_it_says(results) -> None:
    workdir, printed = results
    for name, rate in (("hello.mp3", 44_100), ("hello.wav", 44_100), ("seeded.wav", 16_000), ("fast.mp3", 44_100)):
        info = sf.info(io.BytesIO((workdir / name).read_bytes()))
        assert info.samplerate == rate and info.frames > 0, name
    with av.open(str(workdir / "hello.aac")) as container:
        assert container.streams.audio[0].codec_context.name == "aac"
    text = "".join(printed)
    assert "24000 Hz," in text  # the pcm example
    assert re.search(r"x-speed: 2\b", text, re.I)  # speed 3.0, clamped
    sse_count = next(int(out) for out in printed if out.strip().isdigit())
    assert sse_count >= 2  # several bounded deltas
