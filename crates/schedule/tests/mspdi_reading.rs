//! Reading the MS Project 2016 fixture: every task with its hierarchy, dates, progress and
//! cost, every link with its type and lag, and everything else in the file ignored.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use common::{d, fixture};
use schedule::{read_mspdi, LinkKind, Task};

#[rustfmt::skip]
type Row = (&'static str, Option<&'static str>, &'static str, &'static str, &'static str, f64, bool, f64);

/// uid, parent, name, start, finish, percent, milestone, cost.
#[rustfmt::skip]
const TASKS: [Row; 22] = [
    ("1", None, "Obras preliminares", "2026-03-02", "2026-03-11", 100.0, false, 1_630_000.0),
    ("2", Some("1"), "Instalación de faenas", "2026-03-02", "2026-03-06", 100.0, false, 1_250_000.0),
    ("25", Some("1"), "Replanteo y trazado", "2026-03-09", "2026-03-11", 100.0, false, 380_000.0),
    ("3", None, "Obra gruesa", "2026-03-12", "2026-05-19", 8.0, false, 62_050_000.5),
    ("4", Some("3"), "Fundaciones", "2026-03-12", "2026-04-03", 21.0, false, 20_450_000.5),
    ("5", Some("4"), "Excavación", "2026-03-12", "2026-03-20", 60.0, false, 4_200_000.0),
    ("6", Some("4"), "Enfierradura fundaciones", "2026-03-18", "2026-03-27", 0.0, false, 6_850_000.5),
    ("7", Some("4"), "Hormigón fundaciones", "2026-03-30", "2026-04-03", 0.0, false, 9_400_000.0),
    ("8", Some("3"), "Estructura", "2026-04-06", "2026-05-19", 0.0, false, 41_600_000.0),
    ("9", Some("8"), "Muros piso 1", "2026-04-06", "2026-04-17", 0.0, false, 12_300_000.0),
    ("10", Some("8"), "Hormigón losa piso 1", "2026-04-22", "2026-04-28", 0.0, false, 8_700_000.0),
    ("11", Some("8"), "Muros piso 2", "2026-04-29", "2026-05-12", 0.0, false, 11_900_000.0),
    ("12", Some("8"), "Hormigón losa piso 2", "2026-05-13", "2026-05-19", 0.0, false, 8_700_000.0),
    ("13", Some("3"), "Fin obra gruesa", "2026-05-19", "2026-05-19", 0.0, true, 0.0),
    ("14", None, "Instalaciones", "2026-05-20", "2026-06-12", 0.0, false, 14_500_000.0),
    ("15", Some("14"), "Instalación sanitaria (agua & alcantarillado)", "2026-05-20", "2026-06-09", 0.0, false, 7_600_000.0),
    ("16", Some("14"), "Instalación eléctrica", "2026-05-20", "2026-06-12", 0.0, false, 6_900_000.0),
    ("17", None, "Terminaciones", "2026-06-15", "2026-07-31", 0.0, false, 16_400_000.0),
    ("18", Some("17"), "Tabiquería y yeso", "2026-06-15", "2026-07-03", 0.0, false, 5_400_000.0),
    ("19", Some("17"), "Pavimentos y cerámicos", "2026-07-06", "2026-07-24", 0.0, false, 7_100_000.0),
    ("20", Some("17"), "Pintura", "2026-07-20", "2026-07-31", 0.0, false, 3_900_000.0),
    ("22", None, "Recepción municipal", "2026-07-31", "2026-07-31", 0.0, true, 0.0),
];

fn expected_tasks() -> Vec<Task> {
    TASKS
        .iter()
        .map(
            |&(uid, parent, name, start, finish, percent, milestone, cost)| Task {
                uid: uid.to_string(),
                parent: parent.map(str::to_string),
                name: name.to_string(),
                start: d(start),
                finish: d(finish),
                actual_start: None,
                actual_finish: None,
                percent_complete: percent,
                milestone,
                cost: Some(cost),
            },
        )
        .collect()
}

#[test]
fn the_fixture_reads_to_exactly_the_expected_tasks_in_wbs_order() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
    let mut expected = expected_tasks();
    // Progress: the preliminary works are done, the excavation is under way.
    for (uid, start, finish) in [
        ("1", "2026-03-02", Some("2026-03-11")),
        ("2", "2026-03-02", Some("2026-03-06")),
        ("25", "2026-03-09", Some("2026-03-11")),
        ("3", "2026-03-12", None),
        ("4", "2026-03-12", None),
        ("5", "2026-03-12", None),
    ] {
        let t = expected.iter_mut().find(|t| t.uid == uid).unwrap();
        t.actual_start = Some(d(start));
        t.actual_finish = finish.map(d);
    }
    assert_eq!(s.tasks, expected);
}

#[test]
fn the_project_name_is_the_title_not_the_file_name() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
    assert_eq!(s.name, "Edificio Los Aromos");
}

#[test]
fn the_project_summary_task_and_the_blank_row_are_skipped() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
    assert!(s.tasks.iter().all(|t| t.uid != "0" && t.uid != "21"));
    assert_eq!(s.tasks.len(), 22);
}

#[test]
fn baselines_assignments_and_extended_attributes_do_not_leak_into_tasks() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
    let excavation = s.tasks.iter().find(|t| t.uid == "5").unwrap();
    // The baseline of the excavation says 2026-02-23..27 and $999: the task keeps its own.
    assert_eq!(
        (excavation.start, excavation.finish),
        (d("2026-03-12"), d("2026-03-20"))
    );
    assert_eq!(excavation.cost, Some(4_200_000.0));
}

#[test]
fn links_keep_their_type_and_their_lag_in_whole_days() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
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
            ("2", "25", FinishToStart, 0),
            ("25", "5", FinishToStart, 0),
            ("5", "6", StartToStart, 4), // 19200 tenths of a minute, LagFormat 7
            ("6", "7", FinishToStart, 0),
            ("7", "9", FinishToStart, 0),
            ("9", "10", FinishToStart, 2), // 9600 tenths of a minute in hours (format 5)
            ("10", "11", FinishToStart, 0),
            ("11", "12", FinishToStart, 0),
            ("12", "13", FinishToStart, 0),
            ("13", "15", FinishToStart, 0),
            ("13", "16", FinishToStart, 0),
            ("15", "16", FinishToFinish, 3),
            ("16", "18", FinishToStart, 0),
            ("18", "19", FinishToStart, 0),
            ("19", "20", FinishToFinish, 5),
            ("20", "22", FinishToStart, 0),
        ]
    );
}

#[test]
fn namespace_prefixes_and_a_missing_namespace_read_the_same() {
    let xml = r#"<?xml version="1.0"?>
<p:Project xmlns:p="http://schemas.microsoft.com/project">
  <p:SaveVersion>14</p:SaveVersion><p:Title>Casa</p:Title>
  <p:Tasks>
    <p:Task><p:UID>1</p:UID><p:Name>Radier &#243; losa</p:Name><p:OutlineLevel>1</p:OutlineLevel>
      <p:Start>2026-03-02T08:00:00</p:Start><p:Finish>2026-03-07T00:00:00</p:Finish></p:Task>
  </p:Tasks>
</p:Project>"#;
    let prefixed = read_mspdi(xml.as_bytes()).unwrap();
    let unprefixed = xml.replace("<p:", "<").replace("</p:", "</");
    let plain = read_mspdi(unprefixed.replace("xmlns:p", "xmlns").as_bytes()).unwrap();
    let bare = unprefixed.replace(r#" xmlns:p="http://schemas.microsoft.com/project""#, "");
    assert_eq!(prefixed, plain);
    assert_eq!(prefixed, read_mspdi(bare.as_bytes()).unwrap());
    assert_eq!(prefixed.tasks[0].name, "Radier ó losa");
    // A finish at midnight belongs to the day before (24-hour calendars write it so).
    assert_eq!(prefixed.tasks[0].finish, d("2026-03-06"));
}

#[test]
fn elapsed_lags_count_24_hour_days_and_cross_project_links_are_dropped() {
    let xml = r#"<Project xmlns="http://schemas.microsoft.com/project"><SaveVersion>14</SaveVersion><Tasks>
  <Task><UID>1</UID><OutlineLevel>1</OutlineLevel><Start>2026-03-02T08:00:00</Start><Finish>2026-03-02T17:00:00</Finish></Task>
  <Task><UID>2</UID><OutlineLevel>1</OutlineLevel><Start>2026-03-05T08:00:00</Start><Finish>2026-03-05T17:00:00</Finish>
    <PredecessorLink><PredecessorUID>1</PredecessorUID><Type>1</Type><LinkLag>28800</LinkLag><LagFormat>8</LagFormat></PredecessorLink>
    <PredecessorLink><PredecessorUID>7</PredecessorUID><CrossProject>1</CrossProject></PredecessorLink>
  </Task></Tasks></Project>"#;
    let s = read_mspdi(xml.as_bytes()).unwrap();
    assert_eq!(s.links.len(), 1);
    assert_eq!(s.links[0].lag_days, 2);
    assert_eq!(s.links[0].kind, LinkKind::FinishToStart);
}
