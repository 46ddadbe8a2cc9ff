//! The SPA is embedded from `web/dist`; an empty folder is created when the front end has not been built, so the
//! server still compiles (it then answers that the interface is missing).
fn main() {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    if !dist.exists() {
        let _ = std::fs::create_dir_all(&dist);
    }
    println!("cargo:rerun-if-changed=../../web/dist");
}
