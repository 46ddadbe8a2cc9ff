//! Reads an IFC file and prints what was found as one line of JSON; used by `bench/ifc/run.sh`.
//!
//! `cargo run --release -p ifc --example ifc_bench -- list|full FILE`
//!
//! `list` reads the spatial structure and the products, `full` also every property and quantity set (both with
//! `ifc::read_file`, which streams the file), `full-in-memory` reads the whole file first and calls `ifc::read`.
//! Printed:
//! entities, products, storeys, property set links (sum over products) and property values (sum over those links),
//! the counts every tool in the benchmark must agree on.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(mode), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: ifc_bench list|full|full-in-memory FILE");
        return ExitCode::from(2);
    };
    let options = ifc::Options { properties: mode.starts_with("full") };
    let model = if mode == "full-in-memory" {
        std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| ifc::read(&bytes, options).map_err(|e| e.to_string()))
    } else {
        ifc::read_file(path.as_ref(), options).map_err(|e| e.to_string())
    };
    let model = match model {
        Ok(model) => model,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let storeys = model.products.iter().filter(|p| p.class == "IfcBuildingStorey").count();
    let links: usize = model.products.iter().map(|p| p.property_sets.len()).sum();
    let values: usize =
        model.products.iter().flat_map(|p| &p.property_sets).map(|&s| model.property_sets[s].properties.len()).sum();
    println!(
        "{{\"tool\":\"obra-ifc\",\"mode\":\"{mode}\",\"schema\":\"{}\",\"entities\":{},\"products\":{},\"storeys\":{storeys},\"property_sets\":{links},\"property_values\":{values}}}",
        model.schema.as_str(),
        model.entities,
        model.products.len(),
    );
    ExitCode::SUCCESS
}
