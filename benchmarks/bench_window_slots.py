"""bench_window.py, and under each step the most GUI-thread CPU between two ticks of its 5 ms timer:
the window's own work done in one go, which is how long it blocked the window at no load. On this
shared 2-core machine the longest stall adds the waits for a CPU and for the GIL, which grow with the
load (at load 5-6 a 25 ms pass of the GUI thread was a 60-150 ms stall): this figure does not.

    python benchmarks/bench_window_slots.py [--players 2000] [--rounds 11] [--profile N]
"""
from __future__ import annotations

import builtins
import time

import bench_window


class Slots(bench_window.Stalls):
    """The ticks' stalls, and the GUI thread's CPU seconds between two ticks (the most in a step)."""

    shown: list["Slots"] = []

    def __init__(self) -> None:
        self.cpu, self.most = time.thread_time(), 0.0
        super().__init__()
        Slots.shown.append(self)

    def tick(self) -> None:
        cpu = time.thread_time()
        self.most, self.cpu = max(self.most, cpu - self.cpu), cpu
        super().tick()

    def reset(self) -> None:
        self.cpu, self.most = time.thread_time(), 0.0
        super().reset()


def main() -> None:
    printed = builtins.print

    def with_slots(*args: object, **kwargs: object) -> None:
        printed(*args, **kwargs)  # type: ignore[arg-type]
        if Slots.shown and "longest stall" in " ".join(map(str, args)):
            printed(f"      most GUI-thread CPU between two ticks: {Slots.shown[0].most * 1000:.0f} ms", flush=True)

    bench_window.Stalls = Slots  # type: ignore[misc]
    builtins.print = with_slots
    try:
        bench_window.main()
    finally:
        builtins.print = printed


if __name__ == "__main__":
    main()
