"""One speech request, top to bottom: check, text front end, cache, engine, encoder. Every way in (HTTP, streamed
or not, the WebSocket, bucket jobs) renders through here, so a request gives the same audio, seed and cache
entry whichever way it came.

    speech = build_speech(engine, settings, bucket=bucket)   # handler/platform/function.py: Speech and its parts
    plan = speech.plan(SpeechRequest(text="Hello.", voice="alloy", format="mp3"))  # checks the rest, no model call
    rendering = speech.synthesize(plan)       # the whole answer in memory: a finished Rendering, .body

    rendering = speech.render(plan)           # or piece by piece (the cache is looked up here):
    for data in rendering:                    #   encoded bytes as each chunk is synthesised (an HTTP stream)
        send(data)
    speech.render(plan).write_into(upload)    #   or into a sink that can patch (an upload by parts), header fixed
    rendering.duration, rendering.marks()     #   known once the iteration is over
    speech.render(plan, pieces=stored)        # audio made earlier (a long job's segments), through the same encoder

    speech.prime()                            # one run at init, nothing recorded (handler.main.prime)

Each step is its own module: the plan (plan.py) and how a request becomes one (planning.py, checked by checks.py),
the encoder loop (rendering.py) and what a cache entry keeps (cache_entry.py). A cache entry holds only what its
key determines: the audio, its duration and each chunk's start and end time. Sentence marks are always made from
the current request's text, never stored.
"""

from __future__ import annotations

import time
from typing import Unpack

from handler.audio.stream import StreamEncoder
from handler.engine import Engine
from handler.engine.synthesis import EngineOptions
from handler.kernel.config import Settings
from handler.kernel.errors import NO_MODEL, ModelError
from handler.service.admission import Admission
from handler.service.plan import SpeechPlan
from handler.service.planning import plan_request
from handler.service.rendering import Rendering, RenderOptions, SpeechRecorder
from handler.service.schemas import SpeechRequest
from handler.service.workload import Pace
from handler.storage import AudioCache
from handler.storage.audit import AuditTrail
from handler.storage.lexicons import LexiconStore
from handler.storage.voices import ResolvedVoice, VoiceStore
from handler.text.frontend import prepare_text

PRIMING_TEXT = "Priming the pipeline before the snapshot."


class Speech:
    """The speech service over the parts the function's build step made (handler/platform/function.py,
    `build_speech`): it builds none of them."""

    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        *,
        voices: VoiceStore,
        lexicons: LexiconStore,
        admission: Admission,
        pace: Pace,
        recorder: SpeechRecorder,
        cache: AudioCache | None = None,
        lexicon: dict[str, str] | None = None,
        audit: AuditTrail | None = None,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.voices = voices  # the voices this deployment holds, custom ones included
        self.lexicons = lexicons  # the stored lexicons a request names
        self.admission = admission  # the engine's line
        self.pace = pace  # the observed seconds per character, for the line's estimates and a budget's refusal
        self.recorder = recorder  # cache lookups and syntheses counted (handler/service/metrics.py)
        self.cache = cache  # None: nothing cached (SUPERTONIC_CACHE off, or no bucket)
        self.lexicon = dict(lexicon or {})  # the deployment's own (SUPERTONIC_LEXICON)
        self.audit = audit  # the opt-in audit trail (SUPERTONIC_AUDIT)

    def plan(self, request: SpeechRequest, *, job: bool = False, resolved: ResolvedVoice | None = None) -> SpeechPlan:
        """The request checked, every default filled in and its text prepared (handler/service/planning.py);
        `resolved`: its voice, resolved already (`Speech.voices.resolve`)."""
        return plan_request(
            request,
            job=job,
            resolved=resolved,
            engine=self.engine,
            settings=self.settings,
            voices=self.voices,
            lexicons=self.lexicons,
            own_lexicon=self.lexicon,
        )

    def record(
        self,
        plan: SpeechPlan,
        *,
        request_id: str,
        route: str,
        caller: dict[str, str],
        output_key: str,
        record_id: str = "",
    ) -> None:
        """The opt-in audit record of this synthesis (handler/storage/audit.py), before any audio leaves;
        `record_id`: one record for all deliveries of one job."""
        if self.audit is None:
            return
        parameters = plan.values() | {
            "lang": plan.prepared.lang,
            "normalize": plan.request.normalize,
            "lexicon": plan.request.lexicon,
        }
        self.audit.record(
            request_id=request_id,
            route=route,
            caller=caller,
            text=plan.request.text,
            parameters=parameters,
            output_key=output_key,
            record_id=record_id,
        )

    def prime(self) -> float:
        """Run one sentence through the front end, the engine and the wav encoder, recording nothing (no cache,
        metrics or log), and return its seconds. Init calls it when it runs at SnapStart's publish (or for
        provisioned concurrency): each session's first run, its arena and the voices' parsing then sit in the
        snapshot, not in the first request after a restore (bench/results.md, "Cold start")."""
        started = time.perf_counter()
        engine = self.engine
        prepared = prepare_text(PRIMING_TEXT, lang="en", supported=engine.supported_characters)
        encoder = StreamEncoder("wav", engine.sample_rate, engine.sample_rate)
        options: EngineOptions = {
            "voice": next(iter(engine.model.voices)),
            "seed": 0,
            "speed": 1.0,
            "steps": self.settings.default_steps,
            "silence": 0.0,
        }
        for piece in engine.stream(prepared, **options):
            encoder.write(piece.audio)
        encoder.finish()
        engine.model.voices.parse_all()  # last: a malformed voice file (ModelError) leaves the sessions primed
        return time.perf_counter() - started

    def render(self, plan: SpeechPlan, **options: Unpack[RenderOptions]) -> Rendering:
        """The plan's audio piece by piece (see Rendering), after its cache lookup (a network call)."""
        cache = self.cache if options.get("pieces") is None else None  # stored pieces are not looked up
        hit = cache.get(plan.cache_key) if cache is not None else None
        rendering = Rendering(self, plan, hit, **options)
        if cache is not None:
            self.recorder.cache(hit=rendering.cache == "hit")
        return rendering

    def synthesize(self, plan: SpeechPlan, *, timeout: float | None = None, budget: float | None = None) -> Rendering:
        """The whole answer in memory (the buffered HTTP path), admitted to the engine's line: a finished
        Rendering, its `body` kept; `budget`: refuse a plan that cannot finish in it."""
        rendering = self.render(plan, timeout=timeout, keep_body=True, budget=budget, admit=True)
        for _ in rendering:
            pass
        return rendering


def loaded(speech: Speech | None, reason: str = "") -> Speech:
    """`speech`, or the one "no model" error: 503 over HTTP, and retryable, so a job waits for a model."""
    if speech is None:
        raise ModelError(reason or NO_MODEL)
    return speech
