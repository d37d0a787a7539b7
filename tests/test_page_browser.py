"""The try-it page in a real headless Chromium: fill the form, press play, hear a non-empty file, and run the
curl snippet the page shows against the same server.

Needs Debian's `chromium` and `chromium-driver` (.ci/run installs them); skipped without them, except in CI.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
INSTALL_HINT = "apt-get install -y --no-install-recommends chromium chromium-driver"
TEXT = "The page speaks. It plays what it receives."
KEY = "browser-test-key"


def require_browser() -> None:
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not os.path.exists(path)]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("selenium (pip)")
    if not missing:
        return
    message = f"missing {', '.join(missing)}: install with `{INSTALL_HINT}` and the dev extras"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serve(app) -> Iterator[str]:
    """The real app under uvicorn, in a thread on a free loopback port."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            pytest.fail("uvicorn did not start")
        threading.Event().wait(0.05)
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.fixture
def server(main) -> Iterator[str]:
    with serve(main.app) as url:
        yield url


@pytest.fixture
def browser(tmp_path: Path):
    require_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    # A closed network makes Chromium hang on its background fetches: switch all of them off.
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--autoplay-policy=no-user-gesture-required",
        f"--user-data-dir={tmp_path / 'chromium-profile'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def played(driver) -> dict:
    return driver.execute_script(
        "const p = document.getElementById('player');"
        "return {done: p.dataset.done, bytes: Number(p.dataset.bytes || 0), time: p.currentTime,"
        " ended: p.ended, duration: p.duration, error: p.error && p.error.message,"
        " status: document.getElementById('status').textContent};"
    )


@pytest.mark.parametrize("fmt", ["mp3", "wav"])  # mp3 streams through MediaSource, wav plays as a whole file
def test_page_plays_and_its_curl_snippet_returns_the_same_audio(server: str, browser, fmt: str, tmp_path: Path):
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(server)
    wait = WebDriverWait(browser, 60)
    wait.until(lambda d: len(Select(d.find_element("id", "voice")).options) >= 10)  # loaded from /v1/voices
    assert not browser.find_element("id", "key-label").is_displayed()  # no key configured: no key field
    assert len(Select(browser.find_element("id", "lang")).options) > 30  # detect + every language

    text = browser.find_element("id", "text")
    text.clear()
    text.send_keys(TEXT)
    Select(browser.find_element("id", "voice")).select_by_value("F2")
    Select(browser.find_element("id", "lang")).select_by_value("en")
    Select(browser.find_element("id", "format")).select_by_value(fmt)
    curl = browser.find_element("id", "curl").text
    assert '"voice":"F2"' in curl and f'"response_format":"{fmt}"' in curl and '"lang":"en"' in curl
    assert TEXT in browser.find_element("id", "python").text

    browser.find_element("id", "play").click()
    wait.until(lambda d: played(d)["done"] == "true" and (played(d)["ended"] or played(d)["time"] > 0))
    state = played(browser)
    assert state["error"] is None, state
    assert state["bytes"] > 0 and state["duration"] > 0, state
    assert ("streamed" if fmt == "mp3" else "whole file") in state["status"]

    assert shutil.which("curl"), "curl is needed to run the page's snippet"
    subprocess.run(["bash", "-c", curl], cwd=tmp_path, check=True, timeout=120)
    assert (tmp_path / f"speech.{fmt}").stat().st_size == state["bytes"]
    # The same command with a voice the server refuses fails (it exited 0, leaving the error as the "audio").
    refused = subprocess.run(
        ["bash", "-c", curl.replace('"voice":"F2"', '"voice":"nobody-at-all"')],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert refused.returncode != 0 and "400" in refused.stderr
    assert "voice" in (tmp_path / f"speech.{fmt}").read_text()  # the error's message, for whoever looks


def test_page_with_an_api_key_sends_the_key_it_is_given(make_main, browser, tmp_path: Path):
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.ui import WebDriverWait

    main = make_main(SUPERTONIC_API_KEY=KEY)
    with serve(main.app) as url:
        browser.get(url)
        wait = WebDriverWait(browser, 60)
        key = browser.find_element("id", "key")
        assert key.is_displayed()
        assert len(Select(browser.find_element("id", "voice")).options) == 1  # nothing listed without the key
        key.send_keys(KEY, Keys.TAB)
        wait.until(lambda d: len(Select(d.find_element("id", "voice")).options) >= 10)
        curl = browser.find_element("id", "curl").text
        assert f"Authorization: Bearer {KEY}" in curl and KEY in browser.find_element("id", "python").text

        browser.find_element("id", "play").click()
        wait.until(lambda d: played(d)["done"] == "true")
        assert played(browser)["bytes"] > 0
        subprocess.run(["bash", "-c", curl], cwd=tmp_path, check=True, timeout=120)
        assert (tmp_path / "speech.mp3").stat().st_size == played(browser)["bytes"]
