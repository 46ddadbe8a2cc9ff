//! The critical path: a hand-computed diamond with SS and FF links and lags, the four link
//! kinds, cycles and bad ids, a 20,000-task ladder, and the fixture building's own path.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use std::collections::HashMap;

use chrono::Duration;
use common::{d, fixture};
use schedule::{critical_path, read_mspdi, CpmLink, CpmTask, Error, LinkKind};

fn task(id: usize, start: &str, finish: &str) -> CpmTask {
    CpmTask {
        id,
        start: d(start),
        finish: d(finish),
    }
}

fn link(from: usize, to: usize, kind: LinkKind, lag_days: i32) -> CpmLink {
    CpmLink {
        from,
        to,
        kind,
        lag_days,
    }
}

/// Days counted from 2026-03-02 (day 0), finishes exclusive:
/// A 0..5 → B (FS) 5..15 → D (FS) 15..18; A → C (SS +2) 2..6 → D (FF +1).
/// E has no predecessor and starts at its own start, day 8..10.
/// Backward from 18: D 15..18, B 5..15, A's late finish min(5 from B, 16 from C) = 5,
/// C's late finish 18 - 1 = 17, E's 18.
#[test]
fn a_diamond_with_ss_and_ff_links_and_lags_has_the_hand_computed_floats() {
    let tasks = [
        task(0, "2026-03-02", "2026-03-06"), // A, 5 days
        task(1, "2026-03-07", "2026-03-16"), // B, 10 days
        task(2, "2026-03-04", "2026-03-07"), // C, 4 days
        task(3, "2026-03-17", "2026-03-19"), // D, 3 days
        task(4, "2026-03-10", "2026-03-11"), // E, 2 days, on its own
    ];
    let links = [
        link(0, 1, LinkKind::FinishToStart, 0),
        link(0, 2, LinkKind::StartToStart, 2),
        link(1, 3, LinkKind::FinishToStart, 0),
        link(2, 3, LinkKind::FinishToFinish, 1),
    ];
    let r = critical_path(&tasks, &links).unwrap();
    assert_eq!(r.total_float, vec![0, 0, 11, 0, 8]);
    assert_eq!(r.critical, vec![true, true, false, true, false]);
}

#[test]
fn start_to_finish_and_negative_lags_are_honoured() {
    // P 0..2; S (4 days) must finish no earlier than 3 days after P starts: S -1..3.
    // Q (FS, lead of one day) starts at P's finish minus one: 1..3.
    let tasks = [
        task(0, "2026-03-02", "2026-03-03"),
        task(1, "2026-03-02", "2026-03-05"),
        task(2, "2026-03-10", "2026-03-11"),
    ];
    let links = [
        link(0, 1, LinkKind::StartToFinish, 3),
        link(0, 2, LinkKind::FinishToStart, -1),
    ];
    let r = critical_path(&tasks, &links).unwrap();
    assert_eq!(r.total_float, vec![0, 0, 0]);
}

#[test]
fn ids_need_not_be_positions() {
    let tasks = [
        task(70, "2026-03-02", "2026-03-03"),
        task(10, "2026-03-04", "2026-03-04"),
        task(40, "2026-03-02", "2026-03-02"),
    ];
    let r = critical_path(&tasks, &[link(70, 10, LinkKind::FinishToStart, 0)]).unwrap();
    assert_eq!(r.total_float, vec![0, 0, 2]);
}

#[test]
fn a_link_cycle_is_an_error() {
    let tasks = [
        task(0, "2026-03-02", "2026-03-03"),
        task(1, "2026-03-04", "2026-03-05"),
        task(2, "2026-03-06", "2026-03-06"),
    ];
    let links = [
        link(0, 1, LinkKind::FinishToStart, 0),
        link(1, 2, LinkKind::FinishToStart, 0),
        link(2, 0, LinkKind::StartToStart, 0),
    ];
    assert!(matches!(
        critical_path(&tasks, &links),
        Err(Error::Cycle { .. })
    ));
    let self_link = [link(1, 1, LinkKind::FinishToStart, 0)];
    assert!(matches!(
        critical_path(&tasks, &self_link),
        Err(Error::Cycle { .. })
    ));
}

#[test]
fn unknown_or_repeated_ids_are_errors() {
    let tasks = [
        task(0, "2026-03-02", "2026-03-03"),
        task(1, "2026-03-04", "2026-03-05"),
    ];
    let links = [link(0, 9, LinkKind::FinishToStart, 0)];
    assert_eq!(
        critical_path(&tasks, &links),
        Err(Error::UnknownTask { uid: "9".into() })
    );
    let twice = [
        task(3, "2026-03-02", "2026-03-03"),
        task(3, "2026-03-04", "2026-03-05"),
    ];
    assert_eq!(
        critical_path(&twice, &[]),
        Err(Error::DuplicateUid { uid: "3".into() })
    );
    assert_eq!(
        critical_path(&[], &[]).unwrap().total_float,
        Vec::<i64>::new()
    );
}

#[test]
fn a_ladder_of_twenty_thousand_tasks_and_thirty_thousand_links_finishes() {
    let n = 20_000;
    let first = d("2026-01-05");
    let tasks: Vec<CpmTask> = (0..n)
        .map(|i| {
            let start = first + Duration::days(i as i64);
            CpmTask {
                id: i,
                start,
                finish: start + Duration::days((i % 3) as i64),
            }
        })
        .collect();
    let mut links: Vec<CpmLink> = (0..n - 1)
        .map(|i| link(i, i + 1, LinkKind::FinishToStart, 0))
        .collect();
    links.extend(
        (0..n - 2)
            .step_by(2)
            .map(|i| link(i, i + 2, LinkKind::StartToStart, 1)),
    );
    links.extend([
        link(0, 5, LinkKind::FinishToFinish, 0),
        link(1, 7, LinkKind::FinishToFinish, 2),
    ]);
    assert_eq!(links.len(), 30_000);
    let r = critical_path(&tasks, &links).unwrap();
    assert_eq!(r.total_float.len(), n);
    // A plain finish-to-start chain: every rung is critical.
    assert!(r.critical.iter().all(|&c| c));
}

#[test]
fn the_fixture_building_is_one_driving_chain_so_every_task_is_critical() {
    let s = read_mspdi(&fixture("edificio_los_aromos.xml")).unwrap();
    let summaries: Vec<&str> = s.tasks.iter().filter_map(|t| t.parent.as_deref()).collect();
    let leaves: Vec<_> = s
        .tasks
        .iter()
        .filter(|t| !summaries.contains(&t.uid.as_str()))
        .collect();
    let index: HashMap<&str, usize> = leaves
        .iter()
        .enumerate()
        .map(|(i, t)| (t.uid.as_str(), i))
        .collect();
    let tasks: Vec<CpmTask> = leaves
        .iter()
        .enumerate()
        .map(|(i, t)| CpmTask {
            id: i,
            start: t.start,
            finish: t.finish,
        })
        .collect();
    let links: Vec<CpmLink> = s
        .links
        .iter()
        .map(|l| {
            link(
                index[l.predecessor.as_str()],
                index[l.successor.as_str()],
                l.kind,
                l.lag_days,
            )
        })
        .collect();
    let r = critical_path(&tasks, &links).unwrap();
    // Even the SS and FF side branches drive: the excavation's start drives the rebar,
    // the plumbing's finish drives the wiring, the flooring's finish drives the painting.
    assert_eq!(r.total_float, vec![0; 16]);
    assert!(r.critical.iter().all(|&c| c));

    // Let the wiring finish three days earlier than it must: the plumbing then has float.
    let mut loose = links.clone();
    let ff = loose
        .iter_mut()
        .find(|l| l.kind == LinkKind::FinishToFinish)
        .unwrap();
    ff.lag_days = -3;
    let r = critical_path(&tasks, &loose).unwrap();
    let plumbing = leaves
        .iter()
        .position(|t| t.name.starts_with("Instalación sanitaria"))
        .unwrap();
    assert_eq!(r.total_float[plumbing], 6);
    assert!(!r.critical[plumbing]);
}
