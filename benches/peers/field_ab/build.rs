//! Compiles `field_loops.cpp` against the Chess_Movegen checkout in `FIELD_MOVEGEN_SRC`
//! with Debian's clang-16 and the flags of Chess_Movegen's Makefile.

use std::process::Command;

fn main() {
    let movegen =
        std::env::var("FIELD_MOVEGEN_SRC").expect("FIELD_MOVEGEN_SRC: the Chess_Movegen checkout");
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let object = format!("{out}/field_loops.o");
    let compiled = Command::new("clang++-16")
        .args([
            "-O3",
            "-mllvm",
            "-inline-threshold=16000",
            "-fdeclspec",
            "-march=native",
        ])
        .args([
            "-funroll-loops",
            "-std=c++20",
            "-fno-exceptions",
            "-c",
            "field_loops.cpp",
        ])
        .args(["-I", &movegen, "-o", &object])
        .status()
        .expect("clang++-16");
    assert!(compiled.success(), "field_loops.cpp did not compile");
    let archived = Command::new("ar")
        .args(["rcs", &format!("{out}/libfield_loops.a"), &object])
        .status()
        .expect("ar");
    assert!(archived.success());
    println!("cargo:rustc-link-search=native={out}");
    println!("cargo:rustc-link-lib=static=field_loops");
    println!("cargo:rerun-if-changed=field_loops.cpp");
    println!("cargo:rerun-if-env-changed=FIELD_MOVEGEN_SRC");
}
