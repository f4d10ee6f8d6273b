//! Popcount speed: every bulk method on buffers from 8 bytes to 64 MiB (throughput in
//! bytes, so criterion prints GB/s), automatic selection per size, and every scalar and
//! weighted method on a fixed pseudo-random array. Results: docs/performance.md.

use bbtool::catalogue::PathPreference;
use bbtool::cpu::Cpu;
use bbtool::popcount::{CENTER_WEIGHTS, POPCOUNT, POPCOUNT_BULK, WEIGHTED, select_bulk};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// Buffer sizes: the four the acceptance names, and small ones that place the thresholds.
const SIZES: &[(usize, &str)] = &[
    (8, "8B"),
    (32, "32B"),
    (64, "64B"),
    (96, "96B"),
    (128, "128B"),
    (512, "512B"),
    (1 << 10, "1KiB"),
    (16 << 10, "16KiB"),
    (1 << 20, "1MiB"),
    (64 << 20, "64MiB"),
];

/// Seeded words from the library's generator, so every run counts the same data.
fn random_words(n: usize) -> Vec<u64> {
    bbtool::rng::SplitMix64(0x9e37_79b9_7f4a_7c15)
        .take(n)
        .collect()
}

fn bulk(c: &mut Criterion) {
    let cpu = Cpu::current();
    let bytes: Vec<u8> = random_words((64 << 20) / 8)
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let mut group = c.benchmark_group("popcount-bulk");
    for &(len, label) in SIZES {
        let buffer = &bytes[..len];
        group.throughput(Throughput::Bytes(len as u64));
        for (method, count) in POPCOUNT_BULK.available(cpu) {
            group.bench_with_input(BenchmarkId::new(method.name, label), buffer, |b, buf| {
                b.iter(|| count(black_box(buf)))
            });
        }
        let auto = select_bulk(cpu, PathPreference::Auto, len).func;
        group.bench_with_input(BenchmarkId::new("auto", label), buffer, |b, buf| {
            b.iter(|| auto(black_box(buf)))
        });
    }
    group.finish();
}

fn scalar(c: &mut Criterion) {
    let cpu = Cpu::current();
    let words = random_words(4096);
    let mut group = c.benchmark_group("popcount-scalar");
    group.throughput(Throughput::Elements(words.len() as u64));
    for (method, count) in POPCOUNT.available(cpu) {
        group.bench_function(method.name, |b| {
            b.iter(|| black_box(&words).iter().map(|&x| count(x)).sum::<u32>())
        });
    }
    group.finish();
    let mut group = c.benchmark_group("popcount-weighted");
    group.throughput(Throughput::Elements(words.len() as u64));
    for (method, dot) in WEIGHTED.available(cpu) {
        group.bench_function(method.name, |b| {
            b.iter(|| {
                black_box(&words)
                    .iter()
                    .map(|&x| dot(x, &CENTER_WEIGHTS))
                    .sum::<u32>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bulk, scalar);
criterion_main!(benches);
