//! Fuzz target `read`: `ifc::read` on arbitrary bytes, with and without properties, must return (any `Ok` or
//! `Err`) and never panic, overflow the stack or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    for properties in [false, true] {
        let _ = ifc::read(bytes, ifc::Options { properties });
    }
});
