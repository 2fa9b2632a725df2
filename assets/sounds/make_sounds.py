#!/usr/bin/env python3
"""Generates Dogtable's sound cues (our own, synthesized here; no samples): 16-bit mono WAV, 22050 Hz.
Run from this folder to remake them: die-roll, placed, bust, game-over, your-turn."""
import math
import random
import struct
import wave

RATE = 22050


def tone(freq, seconds, volume=0.5, decay=6.0, shape="sine"):
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, t * 400)
        if shape == "sine":
            v = math.sin(2 * math.pi * freq * t)
        else:  # a softer square: the odd harmonics
            v = sum(math.sin(2 * math.pi * freq * k * t) / k for k in (1, 3, 5)) * 0.8
        out.append(v * env * volume)
    return out


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def clicks(count, rng):
    out = []
    for _ in range(count):
        n = int(RATE * 0.025)
        out += [rng.uniform(-1, 1) * math.exp(-i / (n / 5)) * 0.6 for i in range(n)]
        out += silence(rng.uniform(0.03, 0.08))
    return out


def write(name, samples):
    with wave.open(name, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32000)) for s in samples))


if __name__ == "__main__":
    rng = random.Random(7)  # the same files every time
    write("die-roll.wav", clicks(6, rng))
    write("placed.wav", tone(180, 0.18, 0.7, 18) )
    write("bust.wav", tone(392, 0.16, 0.4, 8, "square") + tone(330, 0.16, 0.4, 8, "square") + tone(262, 0.3, 0.4, 6, "square"))
    write("game-over.wav", tone(523, 0.15, 0.4) + tone(659, 0.15, 0.4) + tone(784, 0.45, 0.45, 4))
    write("your-turn.wav", tone(880, 0.14, 0.35, 10) + tone(1175, 0.3, 0.35, 8))
