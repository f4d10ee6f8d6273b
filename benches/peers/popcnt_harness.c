/* A timing harness around libpopcnt.h's popcnt(), for benches/peers.sh.
 * Build: cc -O3 -march=native -I PATH_TO_LIBPOPCNT popcnt_harness.c -o popcnt_harness
 * Prints one JSON object per buffer size: {"bytes":N,"gbps":X,"gbps_called":Y,"count":C}:
 * `gbps` with popcnt() inlined into the timing loop, as the header is meant to be used;
 * `gbps_called` through a function pointer, as `bbtool bench` calls each method (on a
 * 1 KiB buffer the call is a tenth of the time).
 * The buffer holds the same SplitMix64 words as bbtool's bench, so counts agree. */
#include <libpopcnt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The buffer may have changed: popcnt() cannot be hoisted out of the timing loop. */
#define BARRIER(p) __asm__ volatile("" : : "r"(p) : "memory")

/* libpopcnt's popcnt() as a function reached through a pointer the compiler cannot see. */
__attribute__((noinline)) static uint64_t popcnt_called(const void *data, uint64_t size) {
    return popcnt(data, size);
}
static uint64_t (*volatile popcnt_pointer)(const void *, uint64_t) = popcnt_called;

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* The best of 5 rounds of ns per `EXPR`, the rounds' repetitions calibrated to
 * `budget` / 5 seconds; every count goes to `sink`. */
#define TIME_BEST(EXPR)                                                                  \
    ({                                                                                  \
        uint64_t reps = 1;                                                              \
        for (;;) {                                                                      \
            double t0 = now_ns();                                                       \
            for (uint64_t r = 0; r < reps; r++) { BARRIER(words); sink += (EXPR); }     \
            if (now_ns() - t0 > budget * 1e9 / 5) break;                                \
            reps *= 2;                                                                  \
        }                                                                               \
        double best = 1e300;                                                            \
        for (int round = 0; round < 5; round++) {                                       \
            double t0 = now_ns();                                                       \
            for (uint64_t r = 0; r < reps; r++) { BARRIER(words); sink += (EXPR); }     \
            double per = (now_ns() - t0) / (double)reps;                                \
            if (per < best) best = per;                                                 \
        }                                                                               \
        best;                                                                           \
    })

int main(int argc, char **argv) {
    /* Sizes in bytes; each timed for about `budget` seconds, best of 5 rounds. */
    const size_t sizes[] = {1024, 16384, 1048576};
    double budget = argc > 1 ? atof(argv[1]) : 0.2;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t bytes = sizes[s];
        uint64_t *words = aligned_alloc(64, bytes);
        uint64_t state = 42;
        for (size_t i = 0; i < bytes / 8; i++) words[i] = splitmix64(&state);
        volatile uint64_t sink = 0;
        /* Each form in a loop of its own: one loop choosing between them per call made
         * the inlined form's code worse (152 -> 143 GB/s at 1 KiB, the same minutes). */
        uint64_t (*count)(const void *, uint64_t) = popcnt_pointer;
        double inlined = TIME_BEST(popcnt(words, bytes));
        double called = TIME_BEST(count(words, bytes));
        printf("{\"bytes\":%zu,\"gbps\":%.2f,\"gbps_called\":%.2f,\"count\":%llu}\n", bytes,
               (double)bytes / inlined, (double)bytes / called,
               (unsigned long long)popcnt(words, bytes));
        free(words);
        (void)sink;
    }
    return 0;
}
