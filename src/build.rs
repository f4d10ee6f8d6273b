//! Build script: links the `bbtool` binary with its start-up functions side by side.
//!
//! `src/startup.order` lists the functions that one-shot commands run (written by
//! `benches/startup_order.py`). Left where the linker puts them, they touch about twenty
//! scattered pages of code, and the first touch of each page is a page fault; placed
//! together they take a handful (docs/performance.md, "Start-up"). Only LLD, Rust's
//! default linker for x86-64 Linux, reads the list, so it is passed only there; a name
//! the binary no longer has is skipped, so a stale list costs speed, never a build.
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=src/startup.order");
    println!("cargo::rerun-if-env-changed=RUSTC_LINKER");
    let target = std::env::var("TARGET").unwrap_or_default();
    // A linker chosen in the configuration, or linker flags, may not be LLD.
    let default_linker = std::env::var_os("RUSTC_LINKER").is_none()
        && !std::env::var("CARGO_ENCODED_RUSTFLAGS").is_ok_and(|flags| flags.contains("link"));
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let order = format!("{root}/src/startup.order");
    if target == "x86_64-unknown-linux-gnu" && default_linker && Path::new(&order).exists() {
        println!("cargo::rustc-link-arg-bins=-Wl,--symbol-ordering-file={order}");
        println!("cargo::rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
    }
}
