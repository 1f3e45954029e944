"""Writes TorchScript files that do what a model must not, for tst_modelsandbox.

    hostile_modules.py <folder> <victim file>

Writes into <folder>:
  writes_file.pt     forward() maps <victim file> shared and overwrites it
  reads_file.pt      forward() returns the bytes of <victim file>
  setstate_reads.pt  a weights-like file whose loading (__setstate__) reads <victim file>
  setstate_writes.pt a checkpoint-like file whose loading (__setstate__) overwrites <victim file>
  never_returns.pt   forward() loops for ever
  allocates.pt       forward() asks for 8 GiB
  honest.pt          forward(x) = 2 * x, to show the sandbox runs what computes
"""
import os
import sys
from typing import Tuple

import torch


class WritesFile(torch.nn.Module):
    def __init__(self, victim: str, size: int):
        super().__init__()
        self.victim = victim
        self.size = size

    def forward(self, x):
        t = torch.from_file(self.victim, shared=True, size=self.size, dtype=torch.uint8)
        t.fill_(88)
        return x + 0.0 * t.float().sum()  # used, so that the JIT keeps it


class ReadsFile(torch.nn.Module):
    def __init__(self, victim: str, size: int):
        super().__init__()
        self.victim = victim
        self.size = size

    def forward(self, x):
        return torch.from_file(self.victim, shared=False, size=self.size, dtype=torch.uint8).float()


class SetstateReads(torch.nn.Module):
    def __init__(self, victim: str, size: int):
        super().__init__()
        self.victim = victim
        self.size = size
        self.register_buffer("stolen", torch.ones(3))

    @torch.jit.export
    def __getstate__(self):
        return (self.victim, self.size, self.stolen, self.training)

    @torch.jit.export
    def __setstate__(self, state: Tuple[str, int, torch.Tensor, bool]):
        self.victim = state[0]
        self.size = state[1]
        self.stolen = torch.from_file(state[0], shared=False, size=state[1], dtype=torch.uint8).float()
        self.training = state[3]

    def forward(self, x):
        return x * self.stolen.sum()


class SetstateWrites(torch.nn.Module):
    def __init__(self, victim: str, size: int):
        super().__init__()
        self.victim = victim
        self.size = size
        self.register_buffer("written", torch.zeros(1, dtype=torch.uint8))

    @torch.jit.export
    def __getstate__(self):
        return (self.victim, self.size, self.written, self.training)

    @torch.jit.export
    def __setstate__(self, state: Tuple[str, int, torch.Tensor, bool]):
        self.victim = state[0]
        self.size = state[1]
        # Kept as an attribute: an unused result would be optimised away.
        self.written = torch.from_file(state[0], shared=True, size=state[1], dtype=torch.uint8).fill_(88)
        self.training = state[3]

    def forward(self, x):
        return x


class NeverReturns(torch.nn.Module):
    def forward(self, x):
        y = x
        while bool(y.sum() > -1.0):
            y = torch.abs(y) + 1.0
        return y


class Allocates(torch.nn.Module):
    def forward(self, x):
        big = torch.ones(2 * 1024 * 1024 * 1024, dtype=torch.float32)
        return x + big[0]


class Honest(torch.nn.Module):
    def forward(self, x):
        return 2.0 * x


def main():
    folder, victim = sys.argv[1], sys.argv[2]
    size = os.path.getsize(victim)
    modules = {
        "writes_file.pt": WritesFile(victim, size),
        "reads_file.pt": ReadsFile(victim, size),
        "setstate_reads.pt": SetstateReads(victim, size),
        "setstate_writes.pt": SetstateWrites(victim, size),
        "never_returns.pt": NeverReturns(),
        "allocates.pt": Allocates(),
        "honest.pt": Honest(),
    }
    for name, module in modules.items():
        torch.jit.save(torch.jit.script(module.eval()), os.path.join(folder, name))


if __name__ == "__main__":
    main()
