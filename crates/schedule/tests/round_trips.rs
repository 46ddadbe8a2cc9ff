//! Writing and reading back: MSPDI to MSPDI and XER to XER give the same schedule, and each
//! format carries the other's tasks, dates and links across.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use common::{by_path, d, fixture, links_by_path, name_paths};
use schedule::{read_mspdi, read_xer, write_mspdi, write_xer, Link, LinkKind, Schedule, Task};

fn mspdi() -> Schedule {
    read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap()
}

fn xer() -> Schedule {
    read_xer(&fixture("edificio_los_aromos.xer")).unwrap()
}

#[test]
fn mspdi_written_and_read_back_is_the_same_schedule_uids_included() {
    let original = mspdi();
    let again = read_mspdi(&write_mspdi(&original)).unwrap();
    assert_eq!(again, original);
}

#[test]
fn xer_written_and_read_back_is_the_same_schedule_by_name_path() {
    let original = xer();
    let again = read_xer(&write_xer(&original)).unwrap();
    assert_eq!(again.name, original.name);
    assert_eq!(
        name_paths(&again),
        name_paths(&original),
        "same tasks in the same WBS order"
    );
    assert_eq!(by_path(&again), by_path(&original));
    assert_eq!(links_by_path(&again), links_by_path(&original));
}

#[test]
fn xer_written_twice_is_byte_for_byte_stable() {
    let once = write_xer(&xer());
    let twice = write_xer(&read_xer(&once).unwrap());
    assert_eq!(
        String::from_utf8(twice).unwrap(),
        String::from_utf8(once).unwrap()
    );
}

#[test]
fn mspdi_carried_through_xer_keeps_tasks_dates_progress_and_links() {
    let original = mspdi();
    let through = read_xer(&write_xer(&original)).unwrap();
    let (a, b) = (by_path(&original), by_path(&through));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    for (path, fa) in &a {
        let fb = &b[path];
        assert_eq!(
            (fa.summary, fa.start, fa.finish),
            (fb.summary, fb.start, fb.finish),
            "{path}"
        );
        assert_eq!(
            (fa.actual_start, fa.milestone, fa.cost),
            (fb.actual_start, fb.milestone, fb.cost),
            "{path}"
        );
        if !fa.summary {
            // Summaries' percent is recomputed from the activities (P6 has no WBS percent).
            assert_eq!(
                (fa.percent, fa.actual_finish),
                (fb.percent, fb.actual_finish),
                "{path}"
            );
        }
    }
    assert_eq!(links_by_path(&through), links_by_path(&original));
}

#[test]
fn xer_carried_through_mspdi_keeps_tasks_dates_progress_and_links() {
    let original = xer();
    let through = read_mspdi(&write_mspdi(&original)).unwrap();
    assert_eq!(through.name, original.name);
    assert_eq!(
        name_paths(&through),
        name_paths(&original),
        "same tasks in the same order"
    );
    let (a, b) = (by_path(&original), by_path(&through));
    for (path, fa) in &a {
        let mut fb = b[path].clone();
        if fa.summary {
            // MSPDI keeps whole percents: 22.5 % is written as 23 %.
            assert_eq!(fb.percent, fa.percent.round(), "{path}");
            fb.percent = fa.percent;
        }
        assert_eq!(&fb, fa, "{path}");
    }
    assert_eq!(links_by_path(&through), links_by_path(&original));
    // Numeric activity ids survive as MSPDI UIDs; WBS nodes are numbered after them.
    let uids: Vec<&str> = through.tasks.iter().map(|t| t.uid.as_str()).collect();
    assert_eq!(&uids[..3], ["12001", "12016", "12017"]);
}

#[test]
fn an_empty_schedule_round_trips_through_both_formats() {
    let empty = Schedule {
        name: "Vacío".to_string(),
        tasks: Vec::new(),
        links: Vec::new(),
    };
    assert_eq!(read_mspdi(&write_mspdi(&empty)).unwrap(), empty);
    assert_eq!(read_xer(&write_xer(&empty)).unwrap(), empty);
}

fn task(uid: &str, parent: Option<&str>, name: &str) -> Task {
    Task {
        uid: uid.to_string(),
        parent: parent.map(str::to_string),
        name: name.to_string(),
        start: d("2026-03-02"),
        finish: d("2026-03-06"),
        actual_start: None,
        actual_finish: None,
        percent_complete: 0.0,
        milestone: false,
        cost: None,
    }
}

#[test]
fn a_child_listed_before_its_parent_and_a_parent_cycle_still_write_a_valid_outline() {
    let s = Schedule {
        name: "Desordenado".to_string(),
        tasks: vec![
            task("a", Some("p"), "Hijo"),
            task("p", None, "Padre"),
            task("x", Some("y"), "Ciclo X"),
            task("y", Some("x"), "Ciclo Y"),
            task("z", Some("missing"), "Huérfano"),
        ],
        links: vec![],
    };
    let back = read_mspdi(&write_mspdi(&s)).unwrap();
    let paths = name_paths(&back);
    // Roots first in model order (the orphan's missing parent makes it a root), then the
    // tasks caught in the cycle, cut open at its first member.
    let expected = [
        "Padre",
        "Padre / Hijo",
        "Huérfano",
        "Ciclo X",
        "Ciclo X / Ciclo Y",
    ];
    assert_eq!(paths, expected);
    assert_eq!(name_paths(&read_xer(&write_xer(&s)).unwrap()).len(), 5);
}

#[test]
fn links_touching_a_summary_have_no_xer_form_and_are_left_out() {
    let s = Schedule {
        name: "Casa".to_string(),
        tasks: vec![
            task("p", None, "Obra gruesa"),
            task("a", Some("p"), "Radier"),
            task("b", None, "Techumbre"),
        ],
        links: vec![
            Link {
                predecessor: "p".into(),
                successor: "b".into(),
                kind: LinkKind::FinishToStart,
                lag_days: 0,
            },
            Link {
                predecessor: "a".into(),
                successor: "b".into(),
                kind: LinkKind::StartToFinish,
                lag_days: -2,
            },
        ],
    };
    let back = read_xer(&write_xer(&s)).unwrap();
    let links = links_by_path(&back);
    let expected = ("Obra gruesa / Radier".to_string(), "Techumbre".to_string());
    assert_eq!(
        links,
        vec![(expected.0, expected.1, LinkKind::StartToFinish, -2)]
    );
    // MSPDI links summaries too.
    assert_eq!(read_mspdi(&write_mspdi(&s)).unwrap().links.len(), 2);
}

#[test]
fn names_with_markup_tabs_and_line_breaks_survive_or_are_flattened() {
    let mut s = Schedule {
        name: "Obra <A&B> \"norte\"".to_string(),
        tasks: vec![task("1", None, "Losa <H-30> & \"vigas\"\tnivel 2\r\nsur")],
        links: vec![],
    };
    let xml = read_mspdi(&write_mspdi(&s)).unwrap();
    assert_eq!(xml.name, s.name);
    assert_eq!(
        xml.tasks[0].name, s.tasks[0].name,
        "a carriage return is written as &#13;"
    );
    let xer = read_xer(&write_xer(&s)).unwrap();
    s.tasks[0].name = "Losa <H-30> & \"vigas\" nivel 2  sur".to_string();
    assert_eq!(xer.tasks[0].name, s.tasks[0].name);
}
