//! Broken, foreign and hostile inputs: each gives the right error, with its line where
//! there is one, and no input makes a reader panic — the fixtures cut at every 97th byte,
//! with bytes flipped, or fed to the other reader.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use common::{fixture, line_of, replace_once};
use schedule::{read_mspdi, read_xer, Error, MAX_INPUT_BYTES, MAX_TASKS};

const HTML: &[u8] = b"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Login</title></head>\n<body><p>Sesi\xC3\xB3n expirada</p></body></html>\n";

fn xml() -> Vec<u8> {
    fixture("edificio_los_aromos.xml")
}

fn xer() -> Vec<u8> {
    fixture("edificio_los_aromos.xer")
}

#[test]
fn an_empty_file_is_neither_xml_nor_xer() {
    assert!(matches!(
        read_mspdi(b""),
        Err(Error::NotXml { line: 1, .. })
    ));
    assert!(matches!(read_mspdi(b"  \r\n "), Err(Error::NotXml { .. })));
    assert!(matches!(read_xer(b""), Err(Error::NotXer { line: 1, .. })));
}

#[test]
fn an_html_page_is_not_a_schedule() {
    assert!(matches!(read_mspdi(HTML), Err(Error::NotMspdi { .. })));
    assert!(matches!(read_xer(HTML), Err(Error::NotXer { line: 1, .. })));
}

#[test]
fn other_xml_with_a_project_root_is_not_mspdi() {
    let csproj = br#"<Project xmlns="http://schemas.microsoft.com/developer/msbuild/2003"><PropertyGroup/></Project>"#;
    assert!(matches!(read_mspdi(csproj), Err(Error::NotMspdi { .. })));
    let sdk = br#"<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup/></Project>"#;
    assert!(matches!(read_mspdi(sdk), Err(Error::NotMspdi { .. })));
}

#[test]
fn truncated_xml_is_not_xml() {
    let bytes = xml();
    let cut = &bytes[..bytes.len() / 2];
    assert!(
        matches!(read_mspdi(cut), Err(Error::NotXml { .. })),
        "{:?}",
        read_mspdi(cut)
    );
}

#[test]
fn a_truncated_xer_without_its_end_marker_is_refused() {
    let bytes = xer();
    let cut = &bytes[..bytes.len() - 200];
    let err = read_xer(cut).unwrap_err();
    assert!(matches!(err, Error::NotXer { .. }), "{err:?}");
}

#[test]
fn a_taskpred_row_pointing_at_a_missing_task_is_an_unknown_task() {
    let bytes = replace_once(&xer(), b"\t12016\t12015\t", b"\t12016\t99999\t");
    assert_eq!(
        read_xer(&bytes),
        Err(Error::UnknownTask {
            uid: "99999".into()
        })
    );
}

#[test]
fn a_predecessor_link_to_a_missing_uid_is_an_unknown_task() {
    let bytes = replace_once(
        &xml(),
        b"<PredecessorUID>25</PredecessorUID>",
        b"<PredecessorUID>99</PredecessorUID>",
    );
    assert_eq!(
        read_mspdi(&bytes),
        Err(Error::UnknownTask { uid: "99".into() })
    );
}

#[test]
fn a_bad_xer_date_names_the_value_and_its_line() {
    let bytes = replace_once(&xer(), b"\t2026-03-09 08:00\t", b"\t2026-02-30 08:00\t");
    let line = line_of(&bytes, b"2026-02-30");
    assert_eq!(
        read_xer(&bytes),
        Err(Error::BadDate {
            value: "2026-02-30 08:00".into(),
            line
        })
    );
}

#[test]
fn a_bad_mspdi_date_names_the_value_and_its_line() {
    let bytes = replace_once(
        &xml(),
        b"<Start>2026-03-09T08:00:00</Start>",
        b"<Start>09/03/2026</Start>",
    );
    let line = line_of(&bytes, b"09/03/2026");
    assert_eq!(
        read_mspdi(&bytes),
        Err(Error::BadDate {
            value: "09/03/2026".into(),
            line
        })
    );
}

#[test]
fn a_missing_column_names_the_table_the_field_and_the_field_line() {
    let bytes = replace_once(&xer(), b"\ttarget_start_date\t", b"\ttarget_begin_date\t");
    let line = line_of(&bytes, b"target_begin_date");
    let expected = Error::MissingField {
        table_or_element: "TASK".into(),
        field: "target_start_date".into(),
        line,
    };
    assert_eq!(read_xer(&bytes), Err(expected));
}

#[test]
fn a_task_without_start_names_the_element_and_the_task_line() {
    let bytes = replace_once(&xml(), b"<Start>2026-03-09T08:00:00</Start>", b"");
    let Err(Error::MissingField {
        table_or_element,
        field,
        line,
    }) = read_mspdi(&bytes)
    else {
        panic!("expected MissingField");
    };
    assert_eq!(
        (table_or_element.as_str(), field.as_str()),
        ("Task", "Start")
    );
    assert_eq!(
        line,
        line_of(&bytes, b"<UID>25</UID>") - 1,
        "the line of <Task>"
    );
}

#[test]
fn a_repeated_uid_is_a_duplicate() {
    let bytes = replace_once(&xml(), b"<UID>25</UID>", b"<UID>2</UID>");
    assert_eq!(
        read_mspdi(&bytes),
        Err(Error::DuplicateUid { uid: "2".into() })
    );
    let bytes = replace_once(&xer(), b"%R\t12003\t", b"%R\t12002\t");
    assert_eq!(
        read_xer(&bytes),
        Err(Error::DuplicateUid {
            uid: "12002".into()
        })
    );
}

#[test]
fn wbs_parents_that_loop_are_a_cycle() {
    // Fundaciones (9004) under Estructura (9005), itself under Fundaciones.
    let bytes = replace_once(&xer(), b"\tEstructura\t\t9003\t", b"\tEstructura\t\t9004\t");
    let bytes = replace_once(
        &bytes,
        b"\tFundaciones\t\t9003\t",
        b"\tFundaciones\t\t9005\t",
    );
    assert!(
        matches!(read_xer(&bytes), Err(Error::Cycle { .. })),
        "{:?}",
        read_xer(&bytes)
    );
}

#[test]
fn too_many_tasks_or_too_many_bytes_is_too_large() {
    let mut xer = String::from("ERMHDR\t19.12\n%T\tPROJECT\n%F\tproj_id\n%R\t1\n%T\tTASK\n");
    xer.push_str("%F\ttask_id\twbs_id\ttask_name\ttarget_start_date\ttarget_end_date\n");
    for i in 0..=MAX_TASKS {
        xer.push_str(&format!(
            "%R\t{i}\t1\tT\t2026-03-02 08:00\t2026-03-02 17:00\n"
        ));
    }
    xer.push_str("%E\n");
    assert!(matches!(
        read_xer(xer.as_bytes()),
        Err(Error::TooLarge { .. })
    ));

    let mut xml = String::from("<Project xmlns=\"http://schemas.microsoft.com/project\"><Tasks>");
    for i in 1..=MAX_TASKS + 1 {
        xml.push_str(&format!(
            "<Task><UID>{i}</UID><Start>2026-03-02</Start><Finish>2026-03-02</Finish></Task>"
        ));
    }
    xml.push_str("</Tasks></Project>");
    assert!(matches!(
        read_mspdi(xml.as_bytes()),
        Err(Error::TooLarge { .. })
    ));

    let huge = vec![b' '; MAX_INPUT_BYTES + 1];
    assert!(matches!(read_mspdi(&huge), Err(Error::TooLarge { .. })));
    assert!(matches!(read_xer(&huge), Err(Error::TooLarge { .. })));
}

#[test]
fn each_reader_refuses_the_other_format() {
    assert!(read_mspdi(&xer()).is_err());
    assert!(matches!(
        read_xer(&xml()),
        Err(Error::NotXer { line: 1, .. })
    ));
}

#[test]
fn the_fixtures_cut_at_every_97th_byte_never_panic_and_are_refused() {
    for (bytes, is_xml) in [(xml(), true), (xer(), false)] {
        for end in (0..bytes.len()).step_by(97) {
            let cut = &bytes[..end];
            let (a, b) = (read_mspdi(cut), read_xer(cut));
            if is_xml {
                assert!(
                    matches!(a, Err(Error::NotXml { .. })),
                    "xml cut at {end}: {a:?}"
                );
            } else {
                assert!(
                    matches!(b, Err(Error::NotXer { .. })),
                    "xer cut at {end}: {b:?}"
                );
            }
        }
    }
}

#[test]
fn the_fixtures_with_bytes_flipped_never_panic() {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for bytes in [xml(), xer()] {
        for _ in 0..300 {
            let mut b = bytes.clone();
            for _ in 0..4 {
                let at = (next() % b.len() as u64) as usize;
                b[at] = [b'\t', b'\n', b'<', b'>', b'&', b'%', 0xFF, b'0'][(next() % 8) as usize];
            }
            let _ = read_mspdi(&b);
            let _ = read_xer(&b);
        }
    }
}
