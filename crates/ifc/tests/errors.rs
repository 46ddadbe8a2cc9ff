//! Malformed input: every failure is an `Error` with the right kind and line, and nothing panics.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

use ifc::{Error, ErrorKind, Options, Schema, Value};
use std::path::PathBuf;

const FULL: Options = Options { properties: true };
const LIST: Options = Options { properties: false };

fn data(name: &str) -> Vec<u8> {
    std::fs::read(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)).unwrap()
}

fn sample(name: &str) -> Vec<u8> {
    std::fs::read(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../samples/ifc").join(name)).unwrap()
}

fn error(bytes: &[u8]) -> Error {
    ifc::read(bytes, FULL).unwrap_err()
}

/// The same error from `read` (in memory, both modes) and from `read_file` (streamed).
fn error_everywhere(bytes: &[u8]) -> Error {
    let in_memory = error(bytes);
    assert_eq!(ifc::read(bytes, LIST).unwrap_err(), in_memory);
    let path = std::env::temp_dir().join(format!("ifc-err-{}-{}.ifc", std::process::id(), bytes.len()));
    std::fs::write(&path, bytes).unwrap();
    let streamed = ifc::read_file(&path, FULL).unwrap_err();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(streamed, in_memory);
    in_memory
}

/// `text` with the line `line` (1-based) of `text` replaced by `with`.
fn replace_line(text: &str, line: usize, with: &str) -> Vec<u8> {
    let mut lines: Vec<&str> = text.lines().collect();
    lines[line - 1] = with;
    lines.join("\n").into_bytes()
}

fn small() -> String {
    String::from_utf8(data("ifc4-small.ifc")).unwrap()
}

/// 1-based line of the first line of `text` containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn ifc4_file_with_every_property_kind() {
    let model = ifc::read(&data("ifc4-small.ifc"), FULL).unwrap();
    assert_eq!((model.schema, model.schema.as_str(), model.entities), (Schema::Ifc4, "IFC4", 43));
    let names: Vec<_> = model.products.iter().map(|p| p.class.as_str()).collect();
    assert_eq!(
        names,
        [
            "IfcSite",
            "IfcBuilding",
            "IfcBuildingStorey",
            "IfcSpace",
            "IfcWall",
            "IfcDoor",
            "IfcOpeningElement",
            "IfcFurniture",
            "IfcRoof",
            "IfcSlab"
        ]
    );
    let by_id = |id: u64| model.products.iter().position(|p| p.step_id == id).unwrap();
    let (site, storey, space, wall) = (by_id(2), by_id(4), by_id(5), by_id(20));
    let w = &model.products[wall];
    assert_eq!(w.name.as_deref(), Some("Wänd 'A'"));
    assert_eq!((w.object_type.as_deref(), w.type_name.as_deref()), (Some("Wall:200"), Some("Wall 200")));
    assert_eq!((w.parent, w.storey), (Some(storey), Some(storey)));
    assert_eq!((model.products[site].parent, model.products[site].storey), (None, None));
    assert!(model.products[space].spatial && model.products[space].storey == Some(storey));
    assert_eq!(model.products[by_id(23)].parent, Some(space), "contained in the space");
    assert_eq!(model.products[by_id(23)].storey, Some(storey));
    assert_eq!(model.products[by_id(22)].parent, Some(wall), "the opening voids the wall");
    assert_eq!(model.products[by_id(25)].parent, Some(by_id(24)), "the slab is part of the roof");
    assert_eq!(model.products[by_id(25)].storey, Some(storey));

    let sets: Vec<_> = w.property_sets.iter().map(|&s| model.property_sets[s].name.as_str()).collect();
    assert_eq!(sets, ["Pset_WallCommon", "Qto_WallBaseQuantities", "Pset_WallTypeCommon"], "own sets, then the type's");
    let door_sets: Vec<_> =
        model.products[by_id(21)].property_sets.iter().map(|&s| model.property_sets[s].step_id).collect();
    assert_eq!(door_sets, [68]);
    let common = &model.property_sets[w.property_sets[0]];
    let values: Vec<(&str, String)> =
        common.properties.iter().map(|p| (&*p.name, p.value.to_string())).collect();
    assert_eq!(
        values,
        [
            ("IsExternal", "true"),
            ("Status", "unknown"),
            ("ThermalTransmittance", "0.24"),
            ("Layers", "3"),
            ("Finish", "Paint, Plaster"),
            ("Colours", "white, grey"),
            ("Temperature", "5–30"),
            ("Empty", ""),
        ]
        .map(|(n, v)| (n, v.to_string()))
    );
    assert_eq!(common.properties[0].value, Value::Bool(true));
    assert_eq!(common.properties[1].value, Value::Logical(None));
    assert_eq!(common.properties[3].value, Value::Integer(3));
    let quantities = &model.property_sets[w.property_sets[1]];
    assert_eq!(quantities.kind, ifc::SetKind::Quantities);
    let numbers: Vec<_> = quantities.properties.iter().map(|p| p.value.as_f64().unwrap()).collect();
    assert_eq!(numbers, [0.2, 12.5, 2.5, 2.0, 5000.0, 60.0]);
    assert!(quantities.properties.iter().all(|p| matches!(p.value, Value::Number(_))));
}

#[test]
fn ifc4x3_and_schema_variants() {
    let text = small();
    for (schema, expected) in [("IFC4X3_ADD2", Schema::Ifc4x3), ("IFC2X3_TC1", Schema::Ifc2x3), ("ifc4", Schema::Ifc4)]
    {
        let bytes = text.replace("FILE_SCHEMA(('IFC4'));", &format!("FILE_SCHEMA(('{schema}'));"));
        assert_eq!(ifc::read(bytes.as_bytes(), LIST).unwrap().schema, expected, "{schema}");
    }
    let road =
        text.replace("FILE_SCHEMA(('IFC4'));", "FILE_SCHEMA(('IFC4X3_ADD2'));").replace("IFCBUILDING(", "IFCROAD(");
    let model = ifc::read(road.as_bytes(), LIST).unwrap();
    assert_eq!((model.products[1].class.as_str(), model.products[1].spatial), ("IfcRoad", true));
}

#[test]
fn unsupported_schema() {
    let text = small();
    let bytes = text.replace("FILE_SCHEMA(('IFC4'));", "FILE_SCHEMA(('IFC5X'));");
    let err = error_everywhere(bytes.as_bytes());
    assert_eq!(err, Error { line: 5, kind: ErrorKind::UnsupportedSchema("IFC5X".into()) });
    assert_eq!(err.to_string(), "line 5: unsupported IFC schema 'IFC5X'");
}

#[test]
fn truncated_in_the_middle_of_a_record() {
    // One record per line: the error names the line of the cut record.
    let bytes = sample("schependomlaan-multicom-prefab.ifc");
    let text = String::from_utf8_lossy(&bytes);
    let line = 8_000;
    let start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    let cut = &bytes[..start + 25];
    assert_eq!(error_everywhere(cut), Error { line, kind: ErrorKind::Truncated });

    // Records over several lines: the error names the line where the cut record starts.
    let bytes = sample("schependomlaan-houten-kozijnen.ifc");
    let text = String::from_utf8_lossy(&bytes);
    let start = text.find("#484= IFCWALLSTANDARDCASE(").unwrap();
    let line = text[..start].matches('\n').count() + 1;
    let end = start + text[start..].find(';').unwrap();
    assert!(text[start..end].contains('\n'), "a record over several lines");
    assert_eq!(error_everywhere(&bytes[..end - 3]), Error { line, kind: ErrorKind::Truncated });
    // Inside a string.
    let quote = start + text[start..].find("kozijn").unwrap();
    assert_eq!(error_everywhere(&bytes[..quote]), Error { line, kind: ErrorKind::Truncated });
}

#[test]
fn truncated_between_records_and_sections() {
    let text = small();
    let last = text.lines().count();
    let without_end = text.replace("END-ISO-10303-21;", "");
    assert_eq!(error_everywhere(without_end.as_bytes()).kind, ErrorKind::Truncated);
    let at = text.find("ENDSEC;\nEND-ISO").unwrap();
    assert_eq!(error_everywhere(&text.as_bytes()[..at]), Error { line: last - 1, kind: ErrorKind::Truncated });
    let comment = text.replace("#80=", "/* never closed\n#80=");
    assert_eq!(error_everywhere(comment.as_bytes()).kind, ErrorKind::Truncated);
}

#[test]
fn unbalanced_parentheses() {
    let text = small();
    // In a record that is parsed (a product)…
    let line = line_of(&text, "#21=IFCDOOR");
    let bytes =
        replace_line(&text, line, "#21=IFCDOOR('1WvctVUKr0kugbFTf53O9L',$,'Door',$,$,$,$,$,2.1,0.9,.DOOR.,$,$;");
    let err = error_everywhere(&bytes);
    assert_eq!(err.line, line);
    assert_eq!(err.kind, ErrorKind::Syntax("unbalanced parentheses in record".into()));
    // …and in one that is only framed (geometry).
    let line = line_of(&text, "#80=");
    let bytes = replace_line(&text, line, "#80=IFCCARTESIANPOINT((0.,0.,0.);");
    assert_eq!(error_everywhere(&bytes).line, line);
    let bytes = replace_line(&text, line, "#80=IFCCARTESIANPOINT((0.,0.,0.)));");
    assert_eq!(error_everywhere(&bytes).line, line);
}

#[test]
fn other_syntax_errors_name_their_line() {
    let text = small();
    let line = line_of(&text, "#80=");
    for broken in [
        "#80 IFCCARTESIANPOINT((0.,0.,0.));",
        "#=IFCCARTESIANPOINT((0.,0.,0.));",
        "80=IFCCARTESIANPOINT((0.,0.,0.));",
        "#80=IFCCARTESIANPOINT((0.,0.,0.)) x;",
        "#80=IFCCARTESIANPOINT((0.,0.,0.))\n#81=IFCCARTESIANPOINT((0.,0.,0.));",
        "#99999999999=IFCCARTESIANPOINT((0.,0.,0.));",
    ] {
        let err = error_everywhere(&replace_line(&text, line, broken));
        assert!(matches!(err.kind, ErrorKind::Syntax(_)), "{broken}: {err:?}");
        assert_eq!(err.line, line, "{broken}: {err}");
    }
    // Inside a record's parameters: found where the record is parsed (a quantity: only when reading properties).
    let line = line_of(&text, "#62=");
    for broken in ["#62=IFCQUANTITYLENGTH('Width',$,$,0.2 0.3,$);", "#62=IFCQUANTITYLENGTH('Width',$,$,@,$);"] {
        let bytes = replace_line(&text, line, broken);
        assert!(ifc::read(&bytes, LIST).is_ok());
        let err = error(&bytes);
        assert!(matches!(err.kind, ErrorKind::Syntax(_)) && err.line == line, "{broken}: {err:?}");
    }
}

#[test]
fn missing_header_garbage_and_empty_input() {
    let text = small();
    let no_header = text.replacen("HEADER;", "", 1);
    let err = error_everywhere(no_header.as_bytes());
    // Line 2 is left empty; FILE_DESCRIPTION on line 3 is where HEADER was expected.
    assert_eq!(err, Error { line: 3, kind: ErrorKind::Syntax("missing HEADER section after ISO-10303-21;".into()) });
    let no_schema = text.replace("FILE_SCHEMA(('IFC4'));", "");
    assert!(matches!(error_everywhere(no_schema.as_bytes()).kind, ErrorKind::Syntax(_)));

    assert_eq!(error_everywhere(b""), Error { line: 0, kind: ErrorKind::Empty });
    assert_eq!(error_everywhere(b" \n\r\n\t").kind, ErrorKind::Empty);
    assert_eq!(error_everywhere(b"\x7fELF\x02\x01\x01\0\0\0\0\xff\xfe").kind, ErrorKind::NotStep);
    assert_eq!(error_everywhere(b"<?xml version=\"1.0\"?><ifcXML/>").kind, ErrorKind::NotStep);
    assert_eq!(error_everywhere(b"\n\nhello").line, 3);
    let io = ifc::read_file("/nonexistent/model.ifc".as_ref(), FULL).unwrap_err();
    assert!(matches!(io.kind, ErrorKind::Io(_)) && io.line == 0);
}

#[test]
fn strings_comments_and_escapes() {
    let text = small();
    let line = line_of(&text, "#23=");
    let bytes = replace_line(
        &text,
        line,
        "#23 = IFCFURNITURE /* a ; ' comment */ ('3WvctVUKr0kugbFTf53O9L',$,'T\\X2\\00E9\\X0\\ble; \\X\\E9 \\S\\i ''x''',$,$,$,$,$,$) ;",
    );
    let model = ifc::read(&bytes, FULL).unwrap();
    let table = model.products.iter().find(|p| p.step_id == 23).unwrap();
    assert_eq!(table.name.as_deref(), Some("Téble; é é 'x'"));
}

/// Every prefix, and every single-byte change, of a small file reads without panicking.
#[test]
fn no_panic_on_cut_or_changed_bytes() {
    let bytes = data("ifc4-small.ifc");
    for end in 0..bytes.len() {
        let _ = ifc::read(&bytes[..end], FULL);
    }
    for at in 0..bytes.len() {
        for with in [b'(', b')', b'\'', b';', b'#', b'=', b'/', b'*', b'\\', b'$', 0xff] {
            let mut changed = bytes.clone();
            changed[at] = with;
            let _ = ifc::read(&changed, FULL);
        }
    }
}

#[test]
fn several_data_sections() {
    let text = small();
    let split = text.replace("#40=IFCWALLTYPE", "ENDSEC;\nDATA;\n#40=IFCWALLTYPE");
    let (one, two) = (ifc::read(text.as_bytes(), FULL).unwrap(), ifc::read(split.as_bytes(), FULL).unwrap());
    assert_eq!(one, two);
}

#[test]
fn pathological_strings_stay_fast() {
    let text = small();
    let name = format!("'{}\\X0\\'", "\\X2\\zz".repeat(20_000));
    let bytes = text.replace("'Table'", &name);
    let started = std::time::Instant::now();
    let model = ifc::read(bytes.as_bytes(), LIST).unwrap();
    assert!(started.elapsed().as_secs() < 5);
    assert!(model.products.iter().any(|p| p.name.as_deref().is_some_and(|n| n.starts_with("\\X2\\zz"))));
}
