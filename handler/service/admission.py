"""Admission: which requests the engine takes now, from the work each one brings and the work already admitted.

Every synthesis in the process shares the same CPUs: concurrent requests take turns at the session sets chunk by
chunk (handler/engine/pool.py), so each runs at its share of the machine. A request is admitted when, with the
work admitted ahead of it, it is still estimated to finish within its budget, and so is every request admitted
before it; otherwise it is told to come back (Busy: HTTP 429, Retry-After the seconds until enough of that work is
done) instead of being cut at its deadline, or cutting another. Under that sharing, request t finishes after
about `sum(min(r, r_t) for every admitted request's remaining work r)`: a short request passes a long one, and
a long one waits for all. A request's remaining work is its estimate less the share of its text already spoken,
and never more than the time left to its deadline (the synthesis is stopped there).

A request told to come back keeps its turn: its work is reserved (by its content, the plan's cache key) until
Retry-After has passed and RETURN_GRACE more, so the requests that arrive meanwhile are admitted only if it still
finishes in time when it returns, and a long request is not passed for ever by a stream of shorter ones. Turns
are kept in the order they were first refused; one that comes back early is refused again, its turn unchanged.

At most `running + queue` requests may be busy with the engine at once. A request whose client has not yet
taken the audio already made (a stream waiting on its reader) is parked: it holds no place in that count and uses
no CPU. Once it has waited READER_WAIT, its work is no longer counted either (a reading client takes each piece
within it): the requests arriving meanwhile are admitted, and Retry-After measured, by the work really running.
When its client reads again, it goes on as soon as its remaining work fits, that is, no longer makes a request
admitted meanwhile miss its deadline; it waits for that holding nothing, and its own deadline may cut it (a
client that stops reading takes that risk). One that never reads is dropped by the stream's own bound
(handler/api/slow_readers.py).

    admission = Admission(running=1, queue=4)
    ticket = admission.enter(work=12.0, budget=60.0, key=plan.cache_key)  # Busy: not in time, or the line is full
    ticket.progress(0.5)                                # half of its text is spoken
    with ticket.parked(): ...                           # waiting for the client to read
    ticket.cpu_seconds                                  # its share of the CPUs so far (for the measured pace)
    ticket.release()                                    # safe to call twice
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from handler.kernel.errors import Busy
from handler.service.workload import SAFETY  # an admitted request's estimate times this must fit its time left

READER_WAIT = 1.0  # seconds a stream may wait on its reader and keep its work counted (a reading client's sends)
RETURN_GRACE = (
    5.0  # seconds a turn is kept after Retry-After has passed: a client that does not come back by then lost it
)


class Ticket:
    """One admitted request: its estimated work (seconds of the CPUs to itself), how much of it is done, its
    deadline and its share of the CPUs so far."""

    def __init__(self, admission: Admission, work: float, budget: float | None, now: float) -> None:
        self._admission = admission
        self.work = work
        self.done = 0.0  # the share of the work done, 0 to 1
        self.expires = None if budget is None else now + budget
        self.is_parked = False
        self.parked_at = now  # when it last began waiting on its reader (if it is parked)
        self.admitted_at = now
        self.cpu_seconds = 0.0
        self.released = False

    def counted(self, now: float) -> bool:
        """Its work counts unless it has waited on its reader for READER_WAIT or more."""
        return not self.is_parked or now - self.parked_at < READER_WAIT

    def remaining(self, now: float) -> float:
        """Seconds of work left: the estimate less what is done, never past the deadline (the synthesis stops)."""
        left = self.work * (1.0 - self.done)
        return left if self.expires is None else min(left, max(0.0, self.expires - now))

    def time_left(self, now: float) -> float | None:
        return None if self.expires is None else self.expires - now

    def progress(self, done: float) -> None:
        self.done = min(1.0, max(self.done, done))

    @contextmanager
    def parked(self) -> Iterator[None]:
        """While the request waits for its client: no place in the count, no share of the CPUs, and after
        READER_WAIT no work counted. Leaving it waits until its remaining work fits again (not when the request
        is being closed)."""
        self._admission._park(self)
        try:
            yield
        except BaseException:
            self._admission._unpark(self, wait=False)
            raise
        self._admission._unpark(self, wait=True)

    def release(self) -> None:
        self._admission._release(self)


@dataclass
class Reservation:
    """The turn of a request told to come back: its work, counted as if under way, until it returns."""

    work: float
    made: float  # when it was first refused: turns are kept in that order
    returns: float  # when it was told to come back
    expires: float  # then plus its budget
    until: float  # kept until then: RETURN_GRACE after it was due back

    def remaining(self, now: float) -> float:
        return self.work

    def time_left(self, now: float) -> float:
        return self.expires - now


class Admission:
    """Takes a request when its estimated finish, with the work admitted ahead of it, fits its budget, and keeps
    every admitted request's estimate within its own (see the module docstring)."""

    def __init__(self, running: int, queue: int) -> None:
        self.limit = running + queue
        self.running = running
        self._tickets: list[Ticket] = []
        self._reserved: dict[str, Reservation] = {}
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)  # work done or given back: a parked stream may fit now
        self._clock = time.monotonic()  # when the CPU shares were last accounted

    @property
    def active(self) -> int:
        """Requests busy with the engine (parked ones not counted)."""
        with self._lock:
            return sum(1 for ticket in self._tickets if not ticket.is_parked)

    @property
    def admitted(self) -> int:
        """Requests admitted and not yet released, parked ones too."""
        with self._lock:
            return len(self._tickets)

    def work_ahead(self) -> float:
        """Seconds of work still to do: admitted, or reserved for a request told to come back."""
        now = time.monotonic()
        with self._lock:
            return sum(ticket.remaining(now) for ticket in self._ahead(now))

    def work_running(self) -> float:
        """Seconds of work of the requests not parked on their readers, and of the reserved turns: what a request
        told to come back really waits for (the soak compares its waits with it)."""
        now = time.monotonic()
        with self._lock:
            running = [ticket for ticket in self._tickets if not ticket.is_parked]
            return sum(ticket.remaining(now) for ticket in running) + sum(turn.work for turn in self._turns(now))

    def _ahead(self, now: float, since: float | None = None) -> list[Ticket | Reservation]:
        """The admitted requests whose work counts, and the turns reserved before `since` (all by default)."""
        return [*self._counted(now), *self._turns(now, since)]

    def _turns(self, now: float, since: float | None = None) -> list[Reservation]:
        """The turns reserved before `since` (all by default) and not yet lapsed."""
        for key in [key for key, reservation in self._reserved.items() if reservation.until <= now]:
            del self._reserved[key]
        return [r for r in self._reserved.values() if since is None or r.made < since]

    def _counted(self, now: float) -> list[Ticket]:
        return [ticket for ticket in self._tickets if ticket.counted(now)]

    def enter(self, work: float = 0.0, budget: float | None = None, key: str | None = None) -> Ticket:
        """Admit a request of `work` estimated seconds that must finish within `budget` seconds (None: no
        deadline), or raise Busy with the seconds until it could be; `key` (the plan's cache key) names its
        content, so a request that comes back finds its reserved turn."""
        now = time.monotonic()
        with self._lock:
            self._account(now)
            # Its own turn, if it was told to come back: the turns reserved after it do not count against it. A
            # request refused again before it was due keeps its turn as it was (asking early does not extend it).
            reserved = self._reserved.pop(key, None) if key is not None else None
            since = reserved.made if reserved is not None else now
            busy = sum(1 for ticket in self._tickets if not ticket.is_parked)
            wait = self._wait(work, budget, now, since)
            if busy >= self.limit or wait > 0:
                retry = max(1, math.ceil(wait))
                if reserved is not None and (now < reserved.returns or wait <= 0):
                    self._reserved[key or ""] = reserved
                    retry = max(retry, math.ceil(reserved.returns - now))
                elif wait > 0 and key is not None and budget is not None:
                    returns = now + retry
                    self._reserved[key] = Reservation(work, since, returns, returns + budget, returns + RETURN_GRACE)
            if busy >= self.limit:
                first_done = min((t.remaining(now) for t in self._tickets if not t.is_parked), default=1.0)
                retry = max(1, math.ceil(first_done))
                raise Busy(
                    f"The server is busy: {busy} requests are running or waiting. Retry after {retry} s.",
                    retry_after=retry,
                )
            if wait > 0:
                ahead = sum(ticket.remaining(now) for ticket in self._ahead(now))
                raise Busy(
                    f"The server is busy: this request (about {work:.0f} s of synthesis) would not finish within "
                    f"{budget:.0f} s behind the {ahead:.0f} s of work admitted before it, or would make an earlier "
                    f"one miss its own. Retry after {retry} s, or send it as an async job (POST /v1/jobs).",
                    retry_after=retry,
                )
            ticket = Ticket(self, work, budget, now)
            self._tickets.append(ticket)
            return ticket

    def _wait(self, work: float, budget: float | None, now: float, since: float) -> float:
        """Seconds until a request of `work` could be admitted (0: now): until the work ahead of it has shrunk
        enough for its own budget, and until each earlier request it would make late has finished."""
        ahead = self._ahead(now, since)
        remaining = [ticket.remaining(now) for ticket in ahead]
        wait = 0.0
        if budget is not None:
            finish = sum(min(t.remaining(now), work) for t in self._counted(now)) + work
            # A reserved turn shares the CPUs with it only if it comes back before this request is done.
            turns = sorted((t for t in ahead if isinstance(t, Reservation)), key=lambda turn: turn.returns)
            for turn in turns:
                if turn.returns - now < finish:
                    finish += min(turn.work, work)
            wait = max(wait, finish - budget / SAFETY)
        for ticket, mine in zip(ahead, remaining, strict=True):
            left = ticket.time_left(now)
            if left is None or mine <= 0:
                continue
            finish = sum(min(r, mine) for r in remaining)
            if finish * SAFETY > left:
                continue  # already late without this request: it does not decide
            if (finish + min(work, mine)) * SAFETY > left:
                wait = max(wait, finish)  # until that request is done
        return wait

    def _account(self, now: float) -> None:
        """Share the time since the last change among the requests busy with the CPUs."""
        working = [ticket for ticket in self._tickets if not ticket.is_parked]
        if working:
            share = (now - self._clock) / len(working)
            for ticket in working:
                ticket.cpu_seconds += share
        self._clock = now

    def _park(self, ticket: Ticket) -> None:
        with self._lock:
            now = time.monotonic()
            self._account(now)
            ticket.is_parked, ticket.parked_at = True, now
            self._changed.notify_all()  # a place is free

    def _unpark(self, ticket: Ticket, wait: bool) -> None:
        """Back to work. One that waited READER_WAIT or more first waits, holding nothing, until a place is free
        and its remaining work makes no counted request miss its deadline, or until its own deadline has passed
        (the synthesis stops there)."""
        with self._lock:
            while wait and not ticket.released:
                now = time.monotonic()
                left = ticket.time_left(now)
                if ticket.counted(now) or (left is not None and left <= 0):
                    break
                busy = sum(1 for other in self._tickets if not other.is_parked)
                # Its own budget is not checked (None): whether it still finishes in time is its own risk.
                until = self._wait(ticket.remaining(now), None, now, ticket.admitted_at)
                if busy < self.limit and until <= 0:
                    break
                self._changed.wait(min(max(until, 0.05), 1.0, left if left is not None else 1.0))
            self._account(time.monotonic())
            ticket.is_parked = False

    def _release(self, ticket: Ticket) -> None:
        with self._lock:
            if ticket.released:
                return
            self._account(time.monotonic())
            ticket.released = True
            self._tickets.remove(ticket)
            self._changed.notify_all()

    @contextmanager
    def place(self, work: float = 0.0, budget: float | None = None) -> Iterator[Ticket]:
        ticket = self.enter(work, budget)
        try:
            yield ticket
        finally:
            ticket.release()
