"""Every shell and Python example in README.md and docs/*.md runs as written, against `make run`'s own server.

The convention (also in docs/README.md, "Examples run as written"):
- A fenced block tagged `bash`, `sh`, `shell` or `python` is an example. Each runs alone (`bash -euo pipefail`, or
  the project's Python) in a fresh folder laid out like a clone (the repository's files linked, `.venv` the
  project's environment, `models/supertonic-3` the synthetic model), with no AWS credentials in its environment,
  and must exit 0 within EXAMPLE_SECONDS.
- The server is tools/run_local.py (what `make run` starts) on the ports the docs name, `127.0.0.1:8080` (HTTP) and
  `127.0.0.1:5000` (the emulated S3/SQS endpoint), so the examples run with nothing changed. Only where one of them
  is taken on this machine (another server, a parallel test) does the test take a free port and write it where an
  example names the taken one.
- ```` ```bash no-run <reason> ```` is not run: commands that need an AWS account, start a server or build the
  project. The reason is required and shows as the skip message.
- An example that calls an optional program (OPTIONAL_PROGRAMS) is skipped, saying so, where it is not installed;
  in CI (CI=true) that is a failure instead: .ci/run installs the AWS CLI the bucket examples use.
- Other fences (`json`, `text`, none) are output or file contents, never run.
Pages added to docs/ later are picked up by name.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The OpenAI guide's blocks share one shell session (its `URL=` carries over): tests/test_docs_openai.py runs them so,
# in order, against the same stack. Every other page runs here.
OWN_RUNNERS = {"docs/openai.md": "tests/test_docs_openai.py"}
PAGES = [
    path
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    if str(path.relative_to(ROOT)) not in OWN_RUNNERS
]


def test_pages_with_their_own_runner_have_one() -> None:
    for page, runner in OWN_RUNNERS.items():
        assert (ROOT / page).exists() and (ROOT / runner).exists(), (page, runner)
        assert page in (ROOT / runner).read_text(encoding="utf-8"), f"{runner} does not read {page}"


RUNNABLE = {"bash": "bash", "sh": "bash", "shell": "bash", "python": "python"}
DOC_HTTP, DOC_S3 = "127.0.0.1:8080", "127.0.0.1:5000"
EXAMPLE_SECONDS = 180
OPTIONAL_PROGRAMS = ("aws", "jq", "ffplay", "aplay", "sox")
NOT_LINKED = {".git", ".venv", "build", "models"}  # made fresh, or pointed elsewhere, in each example's folder
FENCE = re.compile(r"^```(\S*)[ \t]*(.*)$")


@dataclass(frozen=True)
class Example:
    page: str
    line: int
    language: str  # "bash" or "python"
    code: str
    no_run: str | None  # the reason, for a block marked no-run

    @property
    def name(self) -> str:
        return f"{self.page}:{self.line}"


def parse_examples(text: str, page: str) -> list[Example]:
    """The runnable fenced blocks of one Markdown page, with the line their code starts on."""
    examples: list[Example] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        opened = FENCE.match(lines[index])
        if not opened:
            index += 1
            continue
        end = next((i for i in range(index + 1, len(lines)) if lines[i].startswith("```")), len(lines))
        tag, rest = opened.group(1).lower(), opened.group(2).strip()
        if tag in RUNNABLE:
            no_run = rest.removeprefix("no-run").strip() if rest.startswith("no-run") else None
            code = "\n".join(lines[index + 1 : end]) + "\n"
            examples.append(Example(page, index + 2, RUNNABLE[tag], code, no_run))
        index = end + 1
    return examples


def all_examples() -> list[Example]:
    found = []
    for path in PAGES:
        found += parse_examples(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    return found


EXAMPLES = all_examples()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def docs_port_or_free(address: str) -> int:
    """The port an example names when it is free here, else any free one."""
    port = int(address.rsplit(":", 1)[1])
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return free_port()
    return port


@dataclass(frozen=True)
class LocalServer:
    http: str  # host:port
    s3: str


@pytest.fixture(scope="module")
def server(model_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServer]:
    """tools/run_local.py as `make run` starts it, on the docs' ports where they are free, with the synthetic model."""
    http, s3 = docs_port_or_free(DOC_HTTP), docs_port_or_free(DOC_S3)
    log = tmp_path_factory.mktemp("server") / "server.log"
    env = {name: value for name, value in os.environ.items() if not name.startswith("SUPERTONIC_")}
    env |= {"SUPERTONIC_INTRA_OP_THREADS": "1", "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "tools/run_local.py", "--model-dir", str(model_dir), "--port", str(http)]
    command += ["--s3-port", str(s3), "--workers", "0"]
    with log.open("w") as output:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                pytest.fail(f"the local server exited with {process.returncode}:\n{log.read_text()}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{http}/v1/health", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"the local server did not answer within 120 s:\n{log.read_text()}")
                time.sleep(0.3)
        yield LocalServer(f"127.0.0.1:{http}", f"127.0.0.1:{s3}")
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def clone_folder(folder: Path, model_dir: Path) -> Path:
    """A folder that looks like a clone after `make install`, where an example may write what it likes."""
    for entry in ROOT.iterdir():
        if entry.name not in NOT_LINKED:
            (folder / entry.name).symlink_to(entry)
    (folder / ".venv").symlink_to(Path(sys.prefix))
    (folder / "models").mkdir()
    (folder / "models" / "supertonic-3").symlink_to(model_dir)
    return folder


def run_example(
    example: Example, folder: Path, server: LocalServer, seconds: float = EXAMPLE_SECONDS
) -> subprocess.CompletedProcess:
    code = example.code.replace(DOC_HTTP, server.http).replace(DOC_S3, server.s3)
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("SUPERTONIC_", "AWS_", "OPENAI_")) and name != "VIRTUAL_ENV"
    }
    env["HOME"] = str(folder)  # no ~/.aws: an example states the credentials it needs
    # The interpreter the README names for Python examples: the project's environment, as `make install` made it.
    python = str(folder / ".venv" / "bin" / "python")
    command = ["bash", "-euo", "pipefail", "-c", code] if example.language == "bash" else [python, "-c", code]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=seconds, check=False)


def missing_programs(example: Example) -> list[str]:
    if example.language != "bash":
        return []
    used = [name for name in OPTIONAL_PROGRAMS if re.search(rf"(^|[\s|;&(]){name}\s", example.code, re.M)]
    return [name for name in used if shutil.which(name) is None]


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.name for example in EXAMPLES])
def test_example_runs_as_written(example: Example, server: LocalServer, model_dir: Path, tmp_path: Path) -> None:
    if example.no_run is not None:
        pytest.skip(f"marked no-run: {example.no_run}")
    if missing := missing_programs(example):
        message = f"needs {', '.join(missing)}, not installed here"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    done = run_example(example, clone_folder(tmp_path, model_dir), server)
    assert done.returncode == 0, (
        f"{example.name} exited with {done.returncode}\n--- code\n{example.code}--- stdout\n{done.stdout[-3000:]}"
        f"\n--- stderr\n{done.stderr[-3000:]}"
    )


def test_every_page_is_found_and_every_skip_says_why() -> None:
    assert {"README.md", "docs/README.md", "docs/api.md", "docs/deploy.md"} <= {e.page for e in EXAMPLES} | {
        str(path.relative_to(ROOT)) for path in PAGES
    }
    assert sum(example.no_run is None for example in EXAMPLES) >= 10
    assert [example.name for example in EXAMPLES if example.no_run == ""] == []


def test_the_parser_reads_tags_reasons_and_ignores_output() -> None:
    page = "\n".join(
        [
            "Text.",
            "```bash",
            "echo one",
            "```",
            "```json",
            '{"not": "run"}',
            "```",
            "```python no-run needs an AWS account",
            "print(1)",
            "```",
            "```",
            "output",
            "```",
        ]
    )
    examples = parse_examples(page, "page.md")
    assert [(e.line, e.language, e.code, e.no_run) for e in examples] == [
        (3, "bash", "echo one\n", None),
        (9, "python", "print(1)\n", "needs an AWS account"),
    ]


@pytest.mark.parametrize(
    ("language", "code"), [("bash", "false\necho never"), ("bash", "exit 3"), ("python", "raise SystemExit(2)")]
)
def test_a_failing_example_fails(language: str, code: str, tmp_path: Path) -> None:
    example = Example("page.md", 1, language, code, None)
    (tmp_path / ".venv").symlink_to(Path(sys.prefix))
    done = run_example(example, tmp_path, LocalServer("127.0.0.1:1", "127.0.0.1:1"))
    assert done.returncode != 0


def unbounded_waits(example: Example) -> list[str]:
    """The wait loops of an example that could go on for ever or end without a word: a `while`/`until` loop, or
    a bounded one (`for ... in $(seq N)`, `for _ in range(N)`) with no message and failure once it runs out."""
    lines, found = example.code.splitlines(), []
    for number, line in enumerate(lines):
        stripped = line.strip()
        if re.match(r"(while|until)\b", stripped) and "socket.connected" not in stripped:
            found.append(f"line {number + 1}: {stripped}")
        elif example.language == "bash" and re.match(r"for \w+ in \$\(seq", stripped):
            end = next((i for i in range(number, len(lines)) if re.search(r"\bdone\b", lines[i])), len(lines) - 1)
            give_up = "\n".join(lines[number : end + 2])
            if not (">&2" in give_up and "exit 1" in give_up):
                found.append(f"line {number + 1}: {stripped} (no message and exit 1 when it runs out)")
        elif example.language == "python" and re.match(r"for _ in range\(", stripped):
            indent = line[: len(line) - len(line.lstrip())]
            rest = lines[number + 1 :]
            after = next(
                (i for i, later in enumerate(rest) if later.strip() and not later.startswith(indent + " ")), None
            )
            closing = rest[after : after + 2] if after is not None else []
            if not (closing and closing[0] == f"{indent}else:" and "raise SystemExit(" in "".join(closing)):
                found.append(f"line {number + 1}: {stripped} (no else: raise SystemExit(...) when it runs out)")
    return found


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.name for example in EXAMPLES])
def test_every_wait_loop_gives_up_with_a_message(example: Example) -> None:
    """A reader whose `make run` stopped, or serves another port, gets a message after a bounded wait, not a loop
    that retries a dead endpoint for ever (or falls through to a confusing error)."""
    assert unbounded_waits(example) == [], example.name


def test_the_wait_loop_check_finds_loops_without_an_end() -> None:
    def check(language: str, code: str) -> list[str]:
        return unbounded_waits(Example("page.md", 1, language, code, None))

    assert check("python", "while status != 'done':\n    status = poll()\n")
    assert check("python", "for _ in range(120):\n    if poll():\n        break\nprint('done')\n")
    assert not check(
        "python", "for _ in range(120):\n    if poll():\n        break\nelse:\n    raise SystemExit('x')\n"
    )
    assert check("bash", "for attempt in $(seq 120); do ls x && break; sleep 1; done\ncp x .\n")
    bounded = 'for a in $(seq 120); do ls x && break; sleep 1; done\n[ -e x ] || { echo "no x" >&2; exit 1; }\n'
    assert not check("bash", bounded)


def test_the_readme_says_which_python_runs_the_examples() -> None:
    """Python examples need the project's environment (httpx, boto3, openai): the README says so before its
    first Python example, naming the interpreter."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    before = readme[: readme.index("```python")]
    assert ".venv/bin/python" in before
