//! Every popcount method against its family's plain reference, on edge values, the
//! reference's worked examples and seeded random inputs.

use bbtool::catalogue::{Choice, PathPreference};
use bbtool::cpu::{Cpu, Feature, Features};
use bbtool::popcount::{
    BulkFn, CENTER_WEIGHTS, POPCOUNT, POPCOUNT_BULK, POPCOUNT_MANY, WEIGHTED, WEIGHTED_MANY,
    choose_bulk, count_reader, hamming, odd_major, plan_bulk, popcount3, popcount3_with,
    select_bulk, weighted_popcount,
};
use bbtool::rng::SplitMix64;
use std::io::{self, Read};

/// `len` random bytes.
fn bytes(rng: &mut SplitMix64, len: usize) -> Vec<u8> {
    (0..len).map(|_| rng.next_u64() as u8).collect()
}

/// The plain definition: test each bit.
fn plain_popcount(x: u64) -> u32 {
    (0..64).filter(|i| x >> i & 1 == 1).count() as u32
}

fn edge_values() -> Vec<u64> {
    let mut values = vec![
        0,
        1,
        1 << 63,
        u64::MAX,
        u64::MAX - 1,
        u64::MAX >> 1,
        0x5555_5555_5555_5555,
        0xaaaa_aaaa_aaaa_aaaa,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x0101_0101_0101_0101,
        0x8040_2010_0804_0201,
        0xff00_ff00_ff00_ff00,
        0x7fff_ffff_ffff_fffe,
    ];
    for i in 0..64 {
        values.push(1 << i);
        values.push(!(1u64 << i));
        values.push(u64::MAX >> i);
        values.push(u64::MAX << i);
    }
    values
}

#[test]
fn every_method_is_listed_for_this_machine() {
    let names: Vec<_> = POPCOUNT.methods.iter().map(|m| m.name).collect();
    for name in [
        "bit-loop",
        "kernighan",
        "lookup8",
        "lookup16",
        "swar-mul",
        "swar",
        "hakmem",
    ] {
        assert!(names.contains(&name), "{name} missing");
    }
    #[cfg(target_arch = "x86_64")]
    {
        assert!(names.contains(&"popcnt") && names.contains(&"ssse3-pshufb"));
        let bulk: Vec<_> = POPCOUNT_BULK.methods.iter().map(|m| m.name).collect();
        assert_eq!(
            bulk,
            [
                "scalar",
                "popcnt",
                "avx2-lookup",
                "avx2-harley-seal",
                "avx512-vpopcntdq"
            ]
        );
    }
}

#[test]
fn reference_bit_loop_matches_the_definition() {
    let bit_loop = POPCOUNT.reference_method();
    assert_eq!(bit_loop.name, "bit-loop");
    let f = bit_loop.portable_func().unwrap();
    let mut rng = SplitMix64(0x9e37_79b9_7f4a_7c15);
    for x in edge_values()
        .into_iter()
        .chain((0..10_000).map(|_| rng.varied()))
    {
        assert_eq!(f(x), plain_popcount(x), "{x:#018x}");
    }
}

#[test]
fn scalar_methods_agree_with_bit_loop() {
    let reference = POPCOUNT.reference_func();
    let mut rng = SplitMix64(0x2545_f491_4f6c_dd1d);
    let random: Vec<u64> = (0..100_000).map(|_| rng.varied()).collect();
    let mut checked = 0;
    for (method, f) in POPCOUNT.available(Cpu::current()) {
        for &x in edge_values().iter().chain(&random) {
            assert_eq!(f(x), reference(x), "{} on {x:#018x}", method.name);
        }
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} methods ran");
}

#[test]
fn batch_methods_count_every_value_like_the_plain_count() {
    let mut rng = SplitMix64(0x9e37_79b9_7f4a_7c15);
    let values: Vec<u64> = edge_values()
        .into_iter()
        .chain((0..10_000).map(|_| rng.varied()))
        .collect();
    let expected: Vec<u8> = values.iter().map(|&x| plain_popcount(x) as u8).collect();
    let mut checked = Vec::new();
    for (method, f) in POPCOUNT_MANY.available(Cpu::current()) {
        // Every length up to 20 covers the eight-lane vector body and each tail length.
        for len in (0..=20).chain([values.len()]) {
            let mut counts = vec![0xAAu8; len + 1];
            f(&values[..len], &mut counts[..len]);
            assert_eq!(
                &counts[..len],
                &expected[..len],
                "{} at length {len}",
                method.name
            );
            assert_eq!(counts[len], 0xAA, "{} wrote past the end", method.name);
        }
        // Counts stop at the shorter slice.
        let mut short = [0u8; 3];
        f(&values[..10], &mut short);
        assert_eq!(short[..], expected[..3], "{}", method.name);
        checked.push(method.name);
    }
    // The batch family mirrors every scalar method by name.
    for m in POPCOUNT.methods {
        assert!(
            POPCOUNT_MANY.find(m.name).is_some(),
            "{} has no batch form",
            m.name
        );
    }
    assert!(checked.len() >= 7, "only {checked:?} ran");
    if Cpu::current().can_run(Features::of(&[Feature::Avx512f, Feature::Avx512vpopcntdq])) {
        assert!(checked.contains(&"avx512-vpopcntdq"));
    }
}

#[test]
fn reference_examples() {
    // "LS1B is 2^44, decrementing leaves a below LSB1 mask with exactly 44 bits set":
    // 0x0000100000000000 - 1 = 0x00000FFFFFFFFFFF.
    // The SWAR constants' boards k1, k2, k4, kf have 32, 32, 32 and 8 members.
    for (method, f) in POPCOUNT.available(Cpu::current()) {
        assert_eq!(f(0x0000_1000_0000_0000 - 1), 44, "{}", method.name);
        assert_eq!(f(0x0000_0FFF_FFFF_FFFF), 44, "{}", method.name);
        assert_eq!(f(0x5555_5555_5555_5555), 32, "{}", method.name);
        assert_eq!(f(0x3333_3333_3333_3333), 32, "{}", method.name);
        assert_eq!(f(0x0f0f_0f0f_0f0f_0f0f), 32, "{}", method.name);
        assert_eq!(f(0x0101_0101_0101_0101), 8, "{}", method.name);
    }
}

#[test]
fn popcount_selection_follows_the_cpu() {
    let portable = POPCOUNT.select(&Cpu::portable(), PathPreference::Auto);
    assert_eq!(portable.method.name, "swar-mul");
    let mut cpu = Cpu::portable();
    cpu.usable = Features::of(&[Feature::Popcnt]);
    assert_eq!(
        POPCOUNT.select(&cpu, PathPreference::Auto).method.name,
        "popcnt"
    );
    assert_eq!(
        POPCOUNT.select(&cpu, PathPreference::Software).method.name,
        "swar-mul"
    );
    // A Core 2: SSSE3 but no POPCNT, so Muła's PSHUFB lookup.
    cpu.usable = Features::of(&[Feature::Sse2, Feature::Ssse3]);
    let core2 = POPCOUNT.select(&cpu, PathPreference::Auto).method.name;
    assert_eq!(
        core2,
        if cfg!(target_arch = "x86_64") {
            "ssse3-pshufb"
        } else {
            "swar-mul"
        }
    );
}

#[test]
fn hamming_is_the_count_of_differing_bits() {
    let mut rng = SplitMix64(7);
    // Hamming distance of a value and its complement is 64; with itself 0.
    assert_eq!(hamming(0x1234_5678_9abc_def0, !0x1234_5678_9abc_def0), 64);
    assert_eq!(hamming(0xdead_beef, 0xdead_beef), 0);
    for _ in 0..100_000 {
        let (a, b) = (rng.varied(), rng.varied());
        let differing = (0..64).filter(|i| (a >> i & 1) != (b >> i & 1)).count() as u32;
        assert_eq!(hamming(a, b), differing, "{a:#x} {b:#x}");
    }
}

#[test]
fn popcount3_is_the_sum_of_three_counts() {
    let mut rng = SplitMix64(11);
    let edges = edge_values();
    let triples = edges
        .iter()
        .map(|&x| (x, !x, x))
        .chain([(u64::MAX, u64::MAX, u64::MAX), (0, 0, 0)])
        .chain((0..100_000).map(|_| (rng.varied(), rng.varied(), rng.varied())));
    for (x, y, z) in triples {
        let sum = plain_popcount(x) + plain_popcount(y) + plain_popcount(z);
        assert_eq!(popcount3(x, y, z), sum, "{x:#x} {y:#x} {z:#x}");
        for (method, f) in POPCOUNT.available(Cpu::current()) {
            assert_eq!(popcount3_with(f, x, y, z), sum, "{}", method.name);
        }
        // odd is the bits set an odd number of times, major those set at least twice.
        let (odd, major) = odd_major(x, y, z);
        for i in 0..64 {
            let n = (x >> i & 1) + (y >> i & 1) + (z >> i & 1);
            assert_eq!(odd >> i & 1, n % 2);
            assert_eq!(major >> i & 1, u64::from(n >= 2));
        }
    }
}

/// The plain dot product: add the weight of each member square.
fn plain_weighted(bb: u64, weights: &[u8; 64]) -> u32 {
    (0..64)
        .filter(|&sq| bb >> sq & 1 == 1)
        .map(|sq| u32::from(weights[sq]))
        .sum()
}

#[test]
fn weighted_methods_agree_with_the_dot_product() {
    let mut rng = SplitMix64(0x1234_5678);
    let mut weight_sets = vec![CENTER_WEIGHTS, [255; 64], [0; 64], [1; 64]];
    weight_sets.push(std::array::from_fn(|i| i as u8));
    for _ in 0..20 {
        let bytes = bytes(&mut rng, 64);
        weight_sets.push(std::array::from_fn(|i| bytes[i]));
    }
    let mut checked = 0;
    for (method, f) in WEIGHTED.available(Cpu::current()) {
        for weights in &weight_sets {
            for bb in edge_values()
                .into_iter()
                .chain((0..5_000).map(|_| rng.varied()))
            {
                let expected = plain_weighted(bb, weights);
                assert_eq!(f(bb, weights), expected, "{} {bb:#x}", method.name);
                assert_eq!(weighted_popcount(bb, weights), expected);
            }
        }
        checked += 1;
    }
    assert!(checked >= 2);
    // All-ones weights make the dot product a popcount; 255s reach the 64 * 255 maximum
    // that the page's saturating PADDUSB version could not return.
    for (method, f) in WEIGHTED.available(Cpu::current()) {
        assert_eq!(f(u64::MAX, &[255; 64]), 64 * 255, "{}", method.name);
        assert_eq!(f(0x8040_2010_0804_0201, &[1; 64]), 8, "{}", method.name);
    }
}

#[test]
fn weighted_batch_methods_agree_with_the_dot_product() {
    let mut rng = SplitMix64(0x5eed);
    let mut values: Vec<u64> = edge_values();
    values.extend((0..3_000).map(|_| rng.varied()));
    let random: [u8; 64] = std::array::from_fn(|_| rng.next_u64() as u8);
    let mut checked = 0;
    for (method, many) in WEIGHTED_MANY.available(Cpu::current()) {
        for weights in [
            CENTER_WEIGHTS,
            [255; 64],
            std::array::from_fn(|i| i as u8),
            random,
        ] {
            // Sums past the values' end stay untouched: the shorter slice decides.
            let mut sums = vec![u64::MAX; values.len() + 1];
            many(&values, &weights, &mut sums);
            for (&bb, &sum) in values.iter().zip(&sums) {
                let expected = u64::from(plain_weighted(bb, &weights));
                assert_eq!(sum, expected, "{} {bb:#x}", method.name);
            }
            assert_eq!(sums[values.len()], u64::MAX, "{}", method.name);
            // Every short length: a loop taking several values a step ends in a remainder.
            for len in 0..=9 {
                let mut short = vec![u64::MAX; len + 1];
                many(&values[values.len() - len..], &weights, &mut short[..len]);
                for (&bb, &sum) in values[values.len() - len..].iter().zip(&short) {
                    assert_eq!(
                        sum,
                        u64::from(plain_weighted(bb, &weights)),
                        "{} {len}",
                        method.name
                    );
                }
                assert_eq!(short[len], u64::MAX, "{} {len}", method.name);
            }
        }
        // Every single-value method has its batch form, under the same name.
        assert!(WEIGHTED.find(method.name).is_some(), "{}", method.name);
        checked += 1;
    }
    assert_eq!(checked, WEIGHTED.available(Cpu::current()).count());
}

#[test]
fn center_weights_are_six_minus_center_manhattan_distance() {
    for (sq, &w) in CENTER_WEIGHTS.iter().enumerate() {
        let (file, rank) = (sq as i32 % 8, sq as i32 / 8);
        let distance = (3 - file).max(file - 4) + (3 - rank).max(rank - 4);
        assert_eq!(i32::from(w), 6 - distance, "square {sq}");
    }
    // d4, e4, d5, e5 weigh 6 each; the corners a1, h1, a8, h8 nothing.
    assert_eq!(
        weighted_popcount(0x0000_0018_1800_0000, &CENTER_WEIGHTS),
        24
    );
    assert_eq!(weighted_popcount(0x8100_0000_0000_0081, &CENTER_WEIGHTS), 0);
}

/// The plain count of a byte buffer.
fn plain_bulk(bytes: &[u8]) -> u64 {
    bytes.iter().map(|b| u64::from(b.count_ones())).sum()
}

fn bulk_methods() -> Vec<(&'static str, BulkFn)> {
    POPCOUNT_BULK
        .available(Cpu::current())
        .map(|(m, f)| (m.name, f))
        .collect()
}

#[test]
fn bulk_oracle_matches_the_plain_count() {
    let scalar = POPCOUNT_BULK.reference_func();
    let mut rng = SplitMix64(3);
    let data = bytes(&mut rng, 4096 + 64);
    for len in (0..=300).chain([1000, 4096]) {
        assert_eq!(scalar(&data[..len]), plain_bulk(&data[..len]), "len {len}");
    }
}

#[test]
fn bulk_methods_agree_on_every_short_length_and_offset() {
    let scalar = POPCOUNT_BULK.reference_func();
    let mut rng = SplitMix64(0xfeed_beef);
    let data = bytes(&mut rng, 300 + 128);
    let ones = vec![0xffu8; 300 + 128];
    // Every start modulo 64 bytes, counted from the address: each length of a head before
    // the first 64-byte boundary, and each tail after the last whole vector.
    let at = |buffer: &[u8], misalignment: usize| {
        misalignment.wrapping_sub(buffer.as_ptr() as usize) % 64
    };
    for (name, f) in bulk_methods() {
        for len in 0..=300 {
            for misalignment in 0..64 {
                let offset = at(&data, misalignment);
                let random = &data[offset..offset + len];
                assert_eq!(
                    f(random),
                    scalar(random),
                    "{name} len {len} at {misalignment} mod 64"
                );
                let offset = at(&ones, misalignment);
                let full = &ones[offset..offset + len];
                assert_eq!(
                    f(full),
                    8 * len as u64,
                    "{name} ones len {len} at {misalignment} mod 64"
                );
            }
        }
    }
}

#[test]
fn bulk_methods_agree_on_large_buffers() {
    let scalar = POPCOUNT_BULK.reference_func();
    let mut rng = SplitMix64(0xabcd_ef01);
    let data = bytes(&mut rng, 3 << 20);
    let ones = vec![0xffu8; 1 << 20];
    for (name, f) in bulk_methods() {
        for (start, len) in [
            (0, 3 << 20),
            (5, (1 << 20) + 77),
            (4095, 65_537),
            (1, 16384),
        ] {
            let slice = &data[start..start + len];
            assert_eq!(f(slice), scalar(slice), "{name} {start}+{len}");
        }
        // Long all-ones runs overflow any byte or lane counter that is not widened in time.
        assert_eq!(f(&ones), 8 << 20, "{name} on ones");
    }
}

#[test]
fn bulk_selection_checks_the_cpu() {
    for len in [0, 100, 1 << 10, 16 << 10, 1 << 20, 64 << 20] {
        let portable = plan_bulk(&Cpu::portable(), PathPreference::Auto, len);
        assert_eq!(portable.method.name, "scalar");
        let chosen = select_bulk(Cpu::current(), PathPreference::Auto, len);
        assert!(Cpu::current().can_run(chosen.method.needs()));
        let planned = plan_bulk(Cpu::current(), PathPreference::Auto, len);
        assert_eq!(planned.method.name, chosen.method.name);
        let software = select_bulk(Cpu::current(), PathPreference::Software, len);
        assert_eq!(software.method.name, "scalar");
    }
    let named = Choice {
        method: Some("avx512-vpopcntdq".into()),
        path: PathPreference::Auto,
    };
    let vpopcntdq = Features::of(&[Feature::Avx512f, Feature::Avx512vpopcntdq]);
    match choose_bulk(Cpu::current(), &named, 100) {
        Ok(chosen) => assert!(Cpu::current().can_run(vpopcntdq) && (chosen.func)(b"\xff") == 8),
        Err(err) => assert!(err.to_string().contains("AVX-512 VPOPCNTDQ"), "{err}"),
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn bulk_selection_follows_the_measured_size_classes() {
    let with = |features: &[Feature]| {
        let mut cpu = Cpu::portable();
        cpu.usable = Features::of(features);
        cpu
    };
    let avx512 = with(&[
        Feature::Popcnt,
        Feature::Avx2,
        Feature::Avx512f,
        Feature::Avx512bw,
        Feature::Avx512vpopcntdq,
    ]);
    // Knights Mill's VPOPCNTDQ without AVX-512 BW's byte-masked loads: the AVX2 methods.
    let knights_mill = with(&[
        Feature::Popcnt,
        Feature::Avx2,
        Feature::Avx512f,
        Feature::Avx512vpopcntdq,
    ]);
    let avx2 = with(&[Feature::Popcnt, Feature::Avx2]);
    let popcnt = with(&[Feature::Popcnt]);
    let expected = [
        (&avx512, 0, "popcnt"),
        (&avx512, 64, "popcnt"),
        (&avx512, 65, "avx512-vpopcntdq"),
        (&avx512, 64 << 20, "avx512-vpopcntdq"),
        (&knights_mill, 1024, "avx2-harley-seal"),
        (&avx2, 10, "popcnt"),
        (&avx2, 512, "avx2-lookup"),
        (&avx2, 513, "avx2-harley-seal"),
        (&avx2, 1024, "avx2-harley-seal"),
        (&popcnt, 1 << 20, "popcnt"),
    ];
    for (cpu, len, name) in expected {
        let chosen = plan_bulk(cpu, PathPreference::Auto, len);
        assert_eq!(chosen.method.name, name, "{len} bytes: {}", chosen.reason);
    }
    let small = plan_bulk(&avx512, PathPreference::Auto, 10);
    assert!(small.reason.contains("up to 64 bytes"), "{}", small.reason);
    let hardware = plan_bulk(&avx2, PathPreference::Hardware, 10);
    assert_eq!(hardware.method.name, "popcnt");
}

/// A reader that hands out at most `step` bytes per call and is interrupted once.
struct Trickle<'a> {
    data: &'a [u8],
    step: usize,
    interrupted: bool,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if !self.interrupted {
            self.interrupted = true;
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

#[test]
fn count_reader_streams_in_chunks() {
    let mut rng = SplitMix64(99);
    let data = bytes(&mut rng, (5 << 20) / 2 + 3);
    let selection = select_bulk(Cpu::current(), PathPreference::Auto, 1 << 20);
    let mut reports = Vec::new();
    let reader = Trickle {
        data: &data,
        step: 100_000,
        interrupted: false,
    };
    let (bits, bytes) = count_reader(reader, selection.func, |done| reports.push(done)).unwrap();
    assert_eq!((bits, bytes), (plain_bulk(&data), data.len() as u64));
    // Short reads are gathered into whole 1 MiB chunks: 2.5 MiB + 3 gives three reports.
    assert_eq!(reports, [1 << 20, 2 << 20, data.len() as u64]);
    let (bits, bytes) = count_reader(io::empty(), selection.func, |_| panic!("no data")).unwrap();
    assert_eq!((bits, bytes), (0, 0));
}
