//! Reading the P6 export fixture (Windows-1252, as P6 writes it): WBS nodes as summaries
//! with rolled-up dates and progress, activities under them, costs from TASKRSRC, links
//! with their lags in hours, and the tables and projects that do not belong ignored.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use common::{d, fixture};
use schedule::{read_xer, LinkKind, Task};

#[rustfmt::skip]
type Row = (&'static str, Option<&'static str>, &'static str, &'static str, &'static str, f64, bool);

/// uid, parent, name, start, finish, percent, milestone.
#[rustfmt::skip]
const TASKS: [Row; 22] = [
    ("12001", None, "Inicio de obra", "2026-03-02", "2026-03-02", 100.0, true),
    ("12016", None, "Recepción municipal", "2026-07-31", "2026-07-31", 0.0, true),
    ("wbs:9002", None, "Obras preliminares", "2026-03-02", "2026-03-11", 100.0, false),
    ("12002", Some("wbs:9002"), "Instalación de faenas", "2026-03-02", "2026-03-06", 100.0, false),
    ("12003", Some("wbs:9002"), "Replanteo y trazado", "2026-03-09", "2026-03-11", 100.0, false),
    ("wbs:9003", None, "Obra gruesa", "2026-03-12", "2026-05-19", 8.4375, false),
    ("wbs:9004", Some("wbs:9003"), "Fundaciones", "2026-03-12", "2026-04-03", 22.5, false),
    ("12004", Some("wbs:9004"), "Excavación", "2026-03-12", "2026-03-20", 60.0, false),
    ("12005", Some("wbs:9004"), "Enfierradura fundaciones", "2026-03-18", "2026-03-27", 0.0, false),
    ("12006", Some("wbs:9004"), "Hormigón fundaciones", "2026-03-30", "2026-04-03", 0.0, false),
    ("wbs:9005", Some("wbs:9003"), "Estructura", "2026-04-06", "2026-05-19", 0.0, false),
    ("12007", Some("wbs:9005"), "Muros piso 1", "2026-04-06", "2026-04-17", 0.0, false),
    ("12008", Some("wbs:9005"), "Hormigón losa piso 1", "2026-04-22", "2026-04-28", 0.0, false),
    ("12009", Some("wbs:9005"), "Muros piso 2", "2026-04-29", "2026-05-12", 0.0, false),
    ("12010", Some("wbs:9005"), "Hormigón losa piso 2", "2026-05-13", "2026-05-19", 0.0, false),
    ("wbs:9006", None, "Instalaciones", "2026-05-20", "2026-06-12", 0.0, false),
    ("12011", Some("wbs:9006"), "Instalación sanitaria", "2026-05-20", "2026-06-09", 0.0, false),
    ("12012", Some("wbs:9006"), "Instalación eléctrica – tablero general", "2026-05-20", "2026-06-12", 0.0, false),
    ("wbs:9007", None, "Terminaciones", "2026-06-15", "2026-07-31", 0.0, false),
    ("12013", Some("wbs:9007"), "Tabiquería y yeso", "2026-06-15", "2026-07-03", 0.0, false),
    ("12014", Some("wbs:9007"), "Pavimentos y cerámicos", "2026-07-06", "2026-07-24", 0.0, false),
    ("12015", Some("wbs:9007"), "Pintura", "2026-07-20", "2026-07-31", 0.0, false),
];

fn expected_tasks() -> Vec<Task> {
    let mut tasks: Vec<Task> = TASKS
        .iter()
        .map(
            |&(uid, parent, name, start, finish, percent, milestone)| Task {
                uid: uid.to_string(),
                parent: parent.map(str::to_string),
                name: name.to_string(),
                start: d(start),
                finish: d(finish),
                actual_start: None,
                actual_finish: None,
                percent_complete: percent,
                milestone,
                cost: None,
            },
        )
        .collect();
    let mut set =
        |uid: &str, f: &dyn Fn(&mut Task)| f(tasks.iter_mut().find(|t| t.uid == uid).unwrap());
    set("12001", &|t| t.actual_start = Some(d("2026-03-02")));
    for (uid, start, finish) in [
        ("wbs:9002", "2026-03-02", "2026-03-11"),
        ("12002", "2026-03-02", "2026-03-06"),
        ("12003", "2026-03-09", "2026-03-11"),
    ] {
        set(uid, &|t| {
            t.actual_start = Some(d(start));
            t.actual_finish = Some(d(finish));
        });
    }
    for uid in ["wbs:9003", "wbs:9004", "12004"] {
        set(uid, &|t| t.actual_start = Some(d("2026-03-12")));
    }
    // Costs come from TASKRSRC (two assignments on the foundations' concrete) and roll up.
    set("12006", &|t| t.cost = Some(9_400_000.5));
    set("12008", &|t| t.cost = Some(8_700_000.0));
    set("wbs:9004", &|t| t.cost = Some(9_400_000.5));
    set("wbs:9005", &|t| t.cost = Some(8_700_000.0));
    set("wbs:9003", &|t| t.cost = Some(18_100_000.5));
    tasks
}

#[test]
fn the_fixture_reads_to_exactly_the_expected_tasks_in_wbs_order() {
    let s = read_xer(&fixture("edificio_los_aromos.xer")).unwrap();
    assert_eq!(s.name, "EDIF-AROMOS");
    assert_eq!(s.tasks, expected_tasks());
}

#[test]
fn windows_1252_names_are_decoded() {
    let bytes = fixture("edificio_los_aromos.xer");
    assert!(
        std::str::from_utf8(&bytes).is_err(),
        "the fixture is Windows-1252"
    );
    assert!(bytes.windows(10).any(|w| w == b"Excavaci\xF3n"));
    let s = read_xer(&bytes).unwrap();
    let names: Vec<&str> = s.tasks.iter().map(|t| t.name.as_str()).collect();
    assert!(names.contains(&"Excavación"));
    assert!(names.contains(&"Instalación eléctrica – tablero general")); // 0x96 en dash
}

#[test]
fn the_same_file_in_utf8_reads_the_same() {
    let cp1252 = fixture("edificio_los_aromos.xer");
    let text: String = cp1252
        .iter()
        .map(|&b| match b {
            0x96 => '–',
            _ => char::from(b),
        })
        .collect();
    assert_eq!(
        read_xer(text.as_bytes()).unwrap(),
        read_xer(&cp1252).unwrap()
    );
}

#[test]
fn links_keep_their_type_and_their_lag_hours_as_days_and_external_ones_are_dropped() {
    let s = read_xer(&fixture("edificio_los_aromos.xer")).unwrap();
    let got: Vec<(&str, &str, LinkKind, i32)> = s
        .links
        .iter()
        .map(|l| {
            (
                l.predecessor.as_str(),
                l.successor.as_str(),
                l.kind,
                l.lag_days,
            )
        })
        .collect();
    use LinkKind::*;
    assert_eq!(
        got,
        vec![
            ("12001", "12002", StartToStart, 0),
            ("12002", "12003", FinishToStart, 0),
            ("12003", "12004", FinishToStart, 0),
            ("12004", "12005", StartToStart, 4), // 32 h
            ("12005", "12006", FinishToStart, 0),
            // task 12006's predecessor 77004 lives in project 4388: dropped
            ("12006", "12007", FinishToStart, 0),
            ("12007", "12008", FinishToStart, 2), // 16 h
            ("12008", "12009", FinishToStart, 0),
            ("12009", "12010", FinishToStart, 0),
            ("12010", "12011", FinishToStart, 0),
            ("12010", "12012", FinishToStart, 0),
            ("12011", "12012", FinishToFinish, 3), // 24 h
            ("12012", "12013", FinishToStart, 0),
            ("12013", "12014", FinishToStart, 0),
            ("12014", "12015", FinishToFinish, 5), // 40 h
            ("12015", "12016", FinishToStart, 0),
        ]
    );
}

#[test]
fn a_wbs_node_without_activities_is_left_out() {
    let s = read_xer(&fixture("edificio_los_aromos.xer")).unwrap();
    assert!(s.tasks.iter().all(|t| t.name != "Paisajismo"));
}

#[test]
fn a_task_column_target_cost_wins_over_resource_costs() {
    let xer = "ERMHDR\t19.12\n%T\tPROJECT\n%F\tproj_id\tproj_short_name\n%R\t1\tCASA\n\
               %T\tTASK\n%F\ttask_id\tproj_id\twbs_id\ttask_name\ttarget_start_date\ttarget_end_date\ttarget_cost\n\
               %R\t5\t1\t1\tRadier\t2026-03-02 08:00\t2026-03-04 17:00\t1500.25\n\
               %T\tTASKRSRC\n%F\ttask_id\tproj_id\ttarget_cost\n%R\t5\t1\t999\n%E\n";
    let s = read_xer(xer.as_bytes()).unwrap();
    assert_eq!(s.tasks.len(), 1);
    assert_eq!(s.tasks[0].parent, None);
    assert_eq!(s.tasks[0].cost, Some(1500.25));
}

#[test]
fn only_the_first_project_of_a_multi_project_file_is_read() {
    let xer = "ERMHDR\t19.12\n%T\tPROJECT\n%F\tproj_id\tproj_short_name\n%R\t1\tCASA\n%R\t2\tOTRA\n\
               %T\tTASK\n%F\ttask_id\tproj_id\twbs_id\ttask_name\ttarget_start_date\ttarget_end_date\n\
               %R\t5\t1\t1\tRadier\t2026-03-02 08:00\t2026-03-04 17:00\n\
               %R\t6\t2\t2\tOtro\t2026-03-02 08:00\t2026-03-04 17:00\n%E\n";
    let s = read_xer(xer.as_bytes()).unwrap();
    assert_eq!(s.name, "CASA");
    assert_eq!(
        s.tasks.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["Radier"]
    );
}
