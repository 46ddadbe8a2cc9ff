//! The real sample files (samples/ifc): counts agreed with IfcOpenShell 0.9, web-ifc and ifc-lite-core,
//! spot checks of one product each, `.ifczip`, and the streaming `read_file` against the in-memory `read`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

use ifc::{Model, Options, Schema, SetKind, Value};
use std::io::Write;
use std::path::PathBuf;

const FULL: Options = Options { properties: true };
const LIST: Options = Options { properties: false };

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../samples/ifc").join(name)
}

fn read(name: &str, options: Options) -> Model {
    ifc::read_file(&sample(name), options).unwrap()
}

/// (storeys, property set links, property values) as counted in SOURCES.md.
fn counts(model: &Model) -> (usize, usize, usize) {
    let storeys = model.products.iter().filter(|p| p.class == "IfcBuildingStorey").count();
    let links = model.products.iter().map(|p| p.property_sets.len()).sum();
    let values =
        model.products.iter().flat_map(|p| &p.property_sets).map(|&s| model.property_sets[s].properties.len()).sum();
    (storeys, links, values)
}

fn product<'m>(model: &'m Model, global_id: &str) -> &'m ifc::Product {
    model.products.iter().find(|p| p.global_id == global_id).unwrap()
}

fn property<'m>(model: &'m Model, product: &ifc::Product, set: &str, name: &str) -> &'m Value {
    let sets = product.property_sets.iter().map(|&s| &model.property_sets[s]);
    let set = sets.into_iter().find(|s| s.name == set).unwrap();
    &set.properties.iter().find(|p| *p.name == *name).unwrap().value
}

#[test]
fn houten_kozijnen_counts_and_spot_check() {
    let model = read("schependomlaan-houten-kozijnen.ifc", FULL);
    assert_eq!(model.schema, Schema::Ifc2x3);
    assert_eq!(model.entities, 125_924);
    assert_eq!(model.products.len(), 239);
    assert_eq!(counts(&model), (4, 1_381, 78_923));
    assert_eq!(model.property_sets.len(), 1_381);
    let project = model.project.as_ref().unwrap();
    assert_eq!(
        (project.global_id.as_str(), project.name.as_deref()),
        ("344O7vICcwH8qAEnwJDjSU", Some("10 Appartementen Schependomlaan"))
    );

    let wall = product(&model, "1A9aTEU4z9SwaqEUwI8Lx4");
    assert_eq!((wall.step_id, wall.class.as_str(), wall.name.as_deref()), (484, "IfcWallStandardCase", Some("kozijn")));
    assert_eq!(wall.type_name.as_deref(), Some("IFC_kozijn_90x114 114"));
    assert!(!wall.spatial);
    let storey = &model.products[wall.storey.unwrap()];
    assert_eq!((storey.class.as_str(), storey.name.as_deref()), ("IfcBuildingStorey", Some("00 begane grond")));
    assert_eq!(wall.parent, wall.storey);
    assert_eq!(property(&model, wall, "ArchiCADProperties", "Home Story"), &Value::Text("00 begane grond".into()));
    assert_eq!(property(&model, wall, "Pset_WallCommon", "LoadBearing"), &Value::Bool(false));

    // The spatial tree: storeys under the building, the building under the site, the site under the project.
    let building = &model.products[storey.parent.unwrap()];
    assert_eq!(building.class, "IfcBuilding");
    let site = &model.products[building.parent.unwrap()];
    assert_eq!((site.class.as_str(), site.parent, site.spatial), ("IfcSite", None, true));
    // Openings void walls, so they land on the wall's storey.
    let openings: Vec<_> = model.products.iter().filter(|p| p.class == "IfcOpeningElement").collect();
    assert_eq!(openings.len(), 69);
    assert!(openings.iter().all(|o| o.parent.is_some() && o.storey.is_some()));
}

#[test]
fn multicom_prefab_counts_and_spot_check() {
    let model = read("schependomlaan-multicom-prefab.ifc", FULL);
    assert_eq!(model.schema, Schema::Ifc2x3);
    assert_eq!(model.entities, 17_551);
    assert_eq!(model.products.len(), 515);
    assert_eq!(counts(&model), (1, 1_810, 13_707));
    assert_eq!(model.property_sets.len(), 804);
    assert_eq!(model.project.as_ref().unwrap().name.as_deref(), Some("Schependomlaan Nijmegen"));

    let beam = product(&model, "1L4Hkk0002_J4qCZSnE3aq");
    assert_eq!((beam.step_id, beam.class.as_str(), beam.name.as_deref()), (326, "IfcBeam", Some("Balkon")));
    assert_eq!(beam.type_name.as_deref(), Some("GAL280-2040-130-100-263.1-245-280-159.88-15-15"));
    assert_eq!(model.products[beam.storey.unwrap()].name.as_deref(), Some("Undefined"));
    assert_eq!(property(&model, beam, "Tekla Common", "Part mark"), &Value::Text("ba-1".into()));
    assert_eq!(property(&model, beam, "Tekla Quantity", "Net weight").as_f64(), Some(3544.49501671117));
    assert_eq!(property(&model, beam, "Default", "ACN"), &Value::Null);
    let kinds = |kind| model.property_sets.iter().filter(|s| s.kind == kind).count();
    assert_eq!((kinds(SetKind::Properties), kinds(SetKind::Quantities)), (539, 265));
}

#[test]
fn element_list_reads_no_properties() {
    let model = read("schependomlaan-multicom-prefab.ifc", LIST);
    assert_eq!((model.entities, model.products.len()), (17_551, 515));
    assert!(model.property_sets.is_empty());
    assert!(model.products.iter().all(|p| p.property_sets.is_empty()));
    let full = read("schependomlaan-multicom-prefab.ifc", FULL);
    let strip = |p: &ifc::Product| ifc::Product { property_sets: Vec::new(), ..p.clone() };
    assert_eq!(model.products, full.products.iter().map(strip).collect::<Vec<_>>());
}

#[test]
fn streaming_read_file_equals_in_memory_read() {
    for name in ["schependomlaan-houten-kozijnen.ifc", "schependomlaan-multicom-prefab.ifc"] {
        let bytes = std::fs::read(sample(name)).unwrap();
        for options in [LIST, FULL] {
            assert_eq!(read(name, options), ifc::read(&bytes, options).unwrap(), "{name} {options:?}");
        }
    }
}

fn zipped(name: &str, bytes: &[u8]) -> Vec<u8> {
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let deflate = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    out.start_file("readme.txt", deflate).unwrap();
    out.write_all(b"not the model").unwrap();
    out.start_file(name, deflate).unwrap();
    out.write_all(bytes).unwrap();
    out.finish().unwrap().into_inner()
}

#[test]
fn ifczip_reads_like_the_ifc_inside() {
    let bytes = std::fs::read(sample("schependomlaan-multicom-prefab.ifc")).unwrap();
    let archive = zipped("Model/MULTICOM-Prefab.IFC", &bytes);
    assert!(ifc::is_zip(&archive) && !ifc::is_zip(&bytes));
    assert_eq!(ifc::unzip(&archive).unwrap(), bytes);
    let expected = ifc::read(&bytes, FULL).unwrap();
    assert_eq!(ifc::read(&archive, FULL).unwrap(), expected);

    let path = std::env::temp_dir().join(format!("ifc-test-{}.ifczip", std::process::id()));
    std::fs::write(&path, &archive).unwrap();
    let from_file = ifc::read_file(&path, FULL);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(from_file.unwrap(), expected);
}

#[test]
fn ifczip_errors() {
    let not_zip = ifc::unzip(b"ISO-10303-21;").unwrap_err();
    assert!(matches!(not_zip.kind, ifc::ErrorKind::Zip(_)), "{not_zip:?}");
    let no_ifc = zipped("model.txt", b"hello");
    let err = ifc::read(&no_ifc, FULL).unwrap_err();
    assert_eq!(err.kind, ifc::ErrorKind::Zip("the archive holds no .ifc file".into()));
    let broken = ifc::read(b"PK\x03\x04 this is no archive", FULL).unwrap_err();
    assert!(matches!(broken.kind, ifc::ErrorKind::Zip(_)), "{broken:?}");
}

#[test]
fn streaming_handles_records_longer_than_its_window() {
    let small =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/ifc4-small.ifc")).unwrap();
    let long_name = "x".repeat(3 << 20);
    let bytes = small.replace("'Table'", &format!("'{long_name}'")).into_bytes();
    let path = std::env::temp_dir().join(format!("ifc-long-{}.ifc", std::process::id()));
    std::fs::write(&path, &bytes).unwrap();
    let streamed = ifc::read_file(&path, FULL);
    std::fs::remove_file(&path).unwrap();
    let streamed = streamed.unwrap();
    assert_eq!(streamed, ifc::read(&bytes, FULL).unwrap());
    assert_eq!(streamed.products.iter().find(|p| p.step_id == 23).unwrap().name.as_deref(), Some(long_name.as_str()));
}
