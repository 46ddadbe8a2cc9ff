//! Construction progress: the activity form's rules, the WBS roll-up, progress, history, rescheduling, links and
//! the critical path, moves, the list, and tenancy.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{quality_support::*, support::*};

#[tokio::test]
async fn the_activity_form_checks_every_field_in_one_answer() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let path = format!("/api/quality/activities?projectId={project}");
    let (status, body) = admin.post(&path, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["description", "est_start", "est_end"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}: {body}");
    }
    let (status, body) = admin.post(&path, json!({"description": "Losa", "est_start": "2026-05-10", "est_end": "2026-05-09", "currency": "EUR", "estimated_cost": 1500.5, "expected_cost": -1})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "est_end"), "La fecha debe ser igual o posterior a 10-05-2026.");
    assert_eq!(field_error(&body, "currency"), "Selecciona una opción válida.");
    assert!(body["errors"]["estimated_cost"].is_null(), "an unknown currency is reported once, on currency: {body}");
    let (status, body) = admin.post(&path, json!({"description": "Losa", "est_start": "2026-05-10", "est_end": "2026-05-10", "estimated_cost": 1500.5, "expected_cost": -1})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "estimated_cost"), "Se permiten como máximo 0 decimales en CLP.");
    assert_eq!(field_error(&body, "expected_cost"), "El valor mínimo es 0.");
    // UF takes four decimals, USD two.
    let uf = activity(&admin, &project, json!({"description": "Moldajes", "est_start": "2026-05-10", "est_end": "2026-05-12", "currency": "UF", "estimated_cost": 12.3456})).await;
    assert_eq!(uf["estimated_cost"], 12.3456);
    let (status, body) = admin.post(&path, json!({"description": "Moldajes", "est_start": "2026-05-10", "est_end": "2026-05-12", "currency": "USD", "estimated_cost": 10.005})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    // In Portuguese, the same rule in the user's language.
    let pt = admin.get("/api/me").await;
    assert_eq!(pt.0, StatusCode::OK);
    let (_, body) = app.login("admin").await.lang("pt").post(&path, json!({"description": " "})).await;
    assert_eq!(field_error(&body, "description"), "Este campo é obrigatório.");
    // A stage of another project and a unit that is not the project's are refused.
    let torre = project_id(&admin, "Torre Central").await;
    let (status, stage) = admin.post(&format!("/api/quality/stages?projectId={torre}"), json!({"name": "Obra gruesa"})).await;
    assert_eq!(status, StatusCode::CREATED, "{stage}");
    let (status, body) = admin.post(&path, json!({"description": "Losa", "est_start": "2026-05-10", "est_end": "2026-05-10", "stage_id": stage["data"]["id"], "unit_ids": [uuid::Uuid::now_v7()]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "stage_id"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "unit_ids"), "Selecciona una opción válida.");
}

#[tokio::test]
async fn a_summary_rolls_up_its_children_dates_progress_and_costs() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let parent = activity(&admin, &project, json!({"description": "Obra gruesa", "est_start": "2026-01-01", "est_end": "2026-01-01"})).await;
    let p = id(&parent);
    // 10 days and 30 days: the summary's progress is weighted by planned duration.
    let a = activity(&admin, &project, json!({"parent_id": p, "description": "Excavación", "est_start": day(-20), "est_end": day(-11), "estimated_cost": 1000000, "actual_cost": 250000})).await;
    let b = activity(&admin, &project, json!({"parent_id": p, "description": "Fundaciones", "est_start": day(-10), "est_end": day(19), "estimated_cost": 3000000})).await;
    assert_eq!(a["code"], format!("{}.1", parent["code"].as_str().unwrap()));
    assert_eq!(b["code"], format!("{}.2", parent["code"].as_str().unwrap()));
    let (status, body) = progress(&admin, &id(&a), json!({"progress": 100})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["actual_end"], today().to_string());
    progress(&admin, &id(&b), json!({"progress": 40})).await;
    let s = get(&admin, &p).await;
    assert_eq!(s["is_summary"], true);
    assert_eq!(s["est_start"], day(-20));
    assert_eq!(s["est_end"], day(19));
    assert_eq!(s["progress"], 55.0, "(100×10 + 40×30) / 40");
    assert_eq!(s["estimated_cost"], 4000000.0);
    assert_eq!(s["actual_cost"], 250000.0);
    assert_eq!(s["actual_start"], today().to_string());
    assert!(s["actual_end"].is_null(), "one child is not finished");
    // A child in another currency: the summary no longer sums costs.
    activity(&admin, &project, json!({"parent_id": p, "description": "Importación de acero", "est_start": day(-5), "est_end": day(-5), "currency": "USD", "estimated_cost": 10.5})).await;
    let s = get(&admin, &p).await;
    assert_eq!(s["mixed_currency"], true);
    assert!(s["estimated_cost"].is_null());
    // A summary's progress and dates are not written directly.
    let (status, body) = progress(&admin, &p, json!({"progress": 10})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["errors"]["id"][0], "Las fechas y el avance de una actividad con subactividades se calculan a partir de ellas.");
    // Deleting the children makes it a plain activity again; the gap between siblings closes.
    for child in [&a, &b] {
        let (status, _) = admin.send(Method::DELETE, &format!("/api/quality/activities/{}", id(child)), None).await;
        assert_eq!(status, StatusCode::NO_CONTENT);
    }
    let (_, list) = admin.get(&format!("/api/quality/activities?projectId={project}&rowsPerPage=200")).await;
    let codes: Vec<&str> = list["data"].as_array().unwrap().iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&format!("{}.1", parent["code"].as_str().unwrap()).as_str()), "the USD child moved up to .1: {codes:?}");
}

#[tokio::test]
async fn progress_is_between_0_and_100_on_a_past_date_and_finishing_sets_the_actual_end() {
    let app = spawn().await;
    let inspector = app.login("inspector").await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = leaf(&admin, &project, None, "Tabiquería", &day(-5), &day(5)).await;
    let a = id(&a);
    for (body, field, message) in [
        (json!({"progress": 101}), "progress", "El valor máximo es 100."),
        (json!({"progress": -1}), "progress", "El valor mínimo es 0."),
        (json!({"progress": 50.55}), "progress", "Se permite como máximo 1 decimal."),
        (json!({}), "progress", "Este campo es obligatorio."),
        (json!({"progress": 10, "recorded_on": day(1)}), "recorded_on", ""),
        (json!({"progress": 50, "actual_end": day(0)}), "actual_end", "La fecha de término real solo se registra con un avance del 100 %."),
        (json!({"progress": 100, "actual_start": day(-2), "actual_end": day(-3)}), "actual_end", ""),
        (json!({"progress": 10, "actual_cost": 99.5}), "actual_cost", "Se permiten como máximo 0 decimales en CLP."),
    ] {
        let (status, out) = progress(&inspector, &a, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body} → {out}");
        let got = field_error(&out, field);
        assert!(!got.is_empty() && (message.is_empty() || got == message), "{body}: {field} = {got:?} in {out}");
    }
    assert_eq!(get(&admin, &a).await["progress"], 0.0, "nothing was written");
    let (status, body) = progress(&inspector, &a, json!({"progress": 37.5, "recorded_on": day(-1), "note": "Avance de la semana"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["progress"], 37.5);
    assert_eq!(body["data"]["actual_start"], day(-1));
    // A stale version is a 409.
    let (status, _) = inspector.post(&format!("/api/quality/activities/{a}/progress"), json!({"progress": 40, "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    // The inspector registers progress but does not edit or reschedule.
    let (status, _) = inspector.post(&format!("/api/quality/activities/{a}/reschedule"), json!({"est_start": day(0), "est_end": day(1), "version": 2})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_history_shows_the_last_50_records_newest_first() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = id(&leaf(&admin, &project, None, "Pintura", &day(-60), &day(0)).await);
    for n in 1..=55 {
        let (status, body) = progress(&admin, &a, json!({"progress": n, "recorded_on": day(n - 60)})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, body) = admin.get(&format!("/api/quality/activities/{a}/history")).await;
    assert_eq!(status, StatusCode::OK);
    let rows = body["data"].as_array().unwrap();
    assert_eq!(rows.len(), 50, "56 records exist (created + 55)");
    assert_eq!(rows[0]["progress"], 55.0);
    assert_eq!(rows[0]["kind"], "progress");
    assert_eq!(rows[0]["user_name"], "Carolina Vergara Soto");
    assert_eq!(rows[49]["progress"], 6.0, "the oldest shown is the sixth progress record");
    assert_eq!(rows[0]["changes"]["progress"], json!([54.0, 55.0]));
}

#[tokio::test]
async fn rescheduling_can_push_successors_and_links_refuse_self_ancestors_duplicates_and_cycles() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let wbs = activity(&admin, &project, json!({"description": "Estructura", "est_start": "2026-03-01", "est_end": "2026-03-01"})).await;
    let a = leaf(&admin, &project, Some(&id(&wbs)), "Moldaje", "2026-03-02", "2026-03-06").await;
    let b = leaf(&admin, &project, Some(&id(&wbs)), "Hormigonado", "2026-03-09", "2026-03-10").await;
    let c = leaf(&admin, &project, None, "Descimbre", "2026-03-11", "2026-03-11").await;
    let link = |p: &Value, s: &Value, kind: &str, lag: i32| json!({"predecessor_id": id(p), "successor_id": id(s), "kind": kind, "lag_days": lag});
    let (status, ab) = admin.post("/api/quality/links", link(&a, &b, "FS", 2)).await;
    assert_eq!(status, StatusCode::CREATED, "{ab}");
    let (status, _) = admin.post("/api/quality/links", link(&b, &c, "SS", 0)).await;
    assert_eq!(status, StatusCode::CREATED);
    for (body, message) in [
        (link(&a, &a, "FS", 0), "Una actividad no puede depender de sí misma."),
        (link(&a, &wbs, "FS", 0), "Una actividad no puede depender de la actividad que la contiene."),
        (link(&a, &b, "SS", 0), "Estas actividades ya están vinculadas."),
        (link(&c, &a, "FS", 0), "Las dependencias formarían un ciclo."),
        (link(&a, &c, "XX", 0), "Selecciona una opción válida."),
    ] {
        let (status, out) = admin.post("/api/quality/links", body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {out}");
        let got = out["errors"].as_object().unwrap().values().next().unwrap()[0].clone();
        assert_eq!(got, message, "{out}");
    }
    // A moved later by 5 days; B must start 2 days after A's end + 1, C with B.
    let (status, body) = admin.post(&format!("/api/quality/activities/{}/reschedule", id(&a)), json!({"est_start": "2026-03-07", "est_end": "2026-03-11", "version": a["version"], "push_successors": true})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let b2 = get(&admin, &id(&b)).await;
    assert_eq!((b2["est_start"].as_str().unwrap(), b2["est_end"].as_str().unwrap()), ("2026-03-14", "2026-03-15"));
    let c2 = get(&admin, &id(&c)).await;
    assert_eq!(c2["est_start"], "2026-03-14", "start-to-start with B");
    assert_eq!(get(&admin, &id(&wbs)).await["est_end"], "2026-03-15", "the summary follows");
    let (status, body) = admin.post(&format!("/api/quality/activities/{}/reschedule", id(&wbs)), json!({"est_start": "2026-03-07", "est_end": "2026-03-11", "version": 1})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "a summary is not rescheduled: {body}");
    // The history says what changed.
    let (_, history) = admin.get(&format!("/api/quality/activities/{}/history", id(&b))).await;
    assert_eq!(history["data"][0]["kind"], "rescheduled");
    assert_eq!(history["data"][0]["changes"]["est_start"], json!(["2026-03-09", "2026-03-14"]));
}

#[tokio::test]
async fn the_gantt_marks_the_critical_path() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = leaf(&admin, &project, None, "A", "2026-04-01", "2026-04-10").await;
    let b = leaf(&admin, &project, None, "B", "2026-04-11", "2026-04-20").await;
    let c = leaf(&admin, &project, None, "C (holgura)", "2026-04-01", "2026-04-03").await;
    let d = leaf(&admin, &project, None, "D", "2026-04-21", "2026-04-21").await;
    for (p, s) in [(&a, &b), (&b, &d), (&c, &d)] {
        let (status, _) = admin.post("/api/quality/links", json!({"predecessor_id": id(p), "successor_id": id(s)})).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let g = gantt(&admin, &project).await;
    assert_eq!(g["critical_path"], true);
    for (t, critical) in [(&a, true), (&b, true), (&c, false), (&d, true)] {
        assert_eq!(task(&g, &id(t))["critical"], critical, "{}", t["description"]);
    }
    assert_eq!(g["links"].as_array().unwrap().len(), 3);
    assert_eq!(task(&g, &id(&a))["type"], "task");
}

#[tokio::test]
async fn a_large_gantt_comes_by_whole_levels_and_its_branches_on_demand() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let s1 = leaf(&admin, &project, None, "Obra gruesa", "2026-04-01", "2026-04-01").await;
    let top = leaf(&admin, &project, None, "Recepción", "2026-05-01", "2026-05-01").await;
    let s11 = leaf(&admin, &project, Some(&id(&s1)), "Piso 1", "2026-04-01", "2026-04-01").await;
    let l1 = leaf(&admin, &project, Some(&id(&s11)), "Muros", "2026-04-01", "2026-04-05").await;
    leaf(&admin, &project, Some(&id(&s11)), "Losa", "2026-04-06", "2026-04-09").await;
    let (status, _) = admin.post("/api/quality/links", json!({"predecessor_id": id(&l1), "successor_id": id(&top)})).await;
    assert_eq!(status, StatusCode::CREATED);
    let view = |query: String| {
        let admin = &admin;
        let project = &project;
        async move {
            let (status, body) = admin.get(&format!("/api/quality/gantt?projectId={project}{query}")).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let names: Vec<(String, bool)> = body["data"]["tasks"].as_array().unwrap().iter().map(|t| (t["text"].as_str().unwrap().to_string(), t["lazy"].as_bool().unwrap())).collect();
            (names, body["data"].clone())
        }
    };
    let owned = |pairs: &[(&str, bool)]| pairs.iter().map(|(n, l)| ((*n).to_string(), *l)).collect::<Vec<_>>();
    // Within the default limit: the whole schedule, in WBS order, nothing lazy.
    let (names, whole) = view(String::new()).await;
    assert_eq!(names, owned(&[("Obra gruesa", false), ("Piso 1", false), ("Muros", false), ("Losa", false), ("Recepción", false)]));
    assert_eq!(whole["total"], 5);
    assert_eq!(whole["has_baselines"], false);
    // Three at most: the top level and the next fit, the leaves wait behind a lazy "Piso 1".
    let (names, top_view) = view("&limit=3".into()).await;
    assert_eq!(names, owned(&[("Obra gruesa", false), ("Piso 1", true), ("Recepción", false)]));
    assert_eq!(top_view["total"], 5);
    assert_eq!(top_view["links"].as_array().unwrap().len(), 1, "the link reaching a task sent comes along");
    // Opening the lazy branch answers its children and the link again.
    let (names, branch) = view(format!("&limit=3&parent={}", id(&s11))).await;
    assert_eq!(names, owned(&[("Muros", false), ("Losa", false)]));
    assert_eq!(branch["links"][0]["target"], id(&top));
    // A branch of another project, or no activity at all, is not found; the limit has bounds.
    let torre = project_id(&admin, "Torre Central").await;
    let other = leaf(&admin, &torre, None, "Ajena", "2026-04-01", "2026-04-01").await;
    for parent in [id(&other), "00000000-0000-0000-0000-000000000001".to_string()] {
        let (status, _) = admin.get(&format!("/api/quality/gantt?projectId={project}&parent={parent}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    for (limit, message) in [("0", "El valor mínimo es 1."), ("50001", "El valor máximo es 50000.")] {
        let (status, body) = admin.get(&format!("/api/quality/gantt?projectId={project}&limit={limit}")).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(field_error(&body, "limit"), message);
    }
}

#[tokio::test]
async fn moving_an_activity_renumbers_the_wbs_and_never_goes_under_itself() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, "Torre Central").await;
    let one = activity(&admin, &project, json!({"description": "Uno", "est_start": "2026-01-01", "est_end": "2026-01-02"})).await;
    let two = activity(&admin, &project, json!({"description": "Dos", "est_start": "2026-01-01", "est_end": "2026-01-02"})).await;
    let child = leaf(&admin, &project, Some(&id(&two)), "Dos.uno", "2026-02-01", "2026-02-05").await;
    let grandchild = leaf(&admin, &project, Some(&id(&child)), "Dos.uno.uno", "2026-02-01", "2026-02-03").await;
    assert_eq!(get(&admin, &id(&grandchild)).await["code"], "2.1.1");
    let two_now = get(&admin, &id(&two)).await;
    let (status, body) = admin.post(&format!("/api/quality/activities/{}/move", id(&two)), json!({"parent_id": id(&grandchild), "version": two_now["version"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "parent_id"), "No se puede mover una actividad dentro de sí misma ni de sus subactividades.");
    // "Dos" goes first: its subtree follows, "Uno" becomes 2.
    let (status, body) = admin.post(&format!("/api/quality/activities/{}/move", id(&two)), json!({"parent_id": null, "position": 1, "version": two_now["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(get(&admin, &id(&grandchild)).await["code"], "1.1.1");
    assert_eq!(get(&admin, &id(&one)).await["code"], "2");
    // Indent: "Dos.uno" under "Uno"; "Dos" becomes a plain activity again.
    let child_now = get(&admin, &id(&child)).await;
    let (status, _) = admin.post(&format!("/api/quality/activities/{}/move", id(&child)), json!({"parent_id": id(&one), "version": child_now["version"]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(get(&admin, &id(&grandchild)).await["code"], "2.1.1");
    assert_eq!(get(&admin, &id(&two)).await["is_summary"], false);
    assert_eq!(get(&admin, &id(&one)).await["est_start"], "2026-02-01", "the new parent rolls up its new child");
    // The list is in WBS order.
    let (_, list) = admin.get(&format!("/api/quality/activities?projectId={project}")).await;
    let codes: Vec<&str> = list["data"].as_array().unwrap().iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["1", "2", "2.1", "2.1.1"]);
}

#[tokio::test]
async fn the_list_filters_collapses_and_totals_by_currency() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, "Torre Central").await;
    let top = activity(&admin, &project, json!({"description": "Terminaciones", "est_start": "2026-01-01", "est_end": "2026-01-01"})).await;
    let late = activity(&admin, &project, json!({"parent_id": id(&top), "description": "Cerámicos baño", "est_start": day(-30), "est_end": day(-2), "estimated_cost": 1000})).await;
    let done = activity(&admin, &project, json!({"parent_id": id(&top), "description": "Pintura fachada", "est_start": day(-30), "est_end": day(-21), "estimated_cost": 500})).await;
    activity(&admin, &project, json!({"description": "Ascensores", "est_start": day(1), "est_end": day(10), "currency": "USD", "estimated_cost": 99.99})).await;
    progress(&admin, &id(&done), json!({"progress": 100})).await;
    let list = |q: &str| {
        let admin = &admin;
        let url = format!("/api/quality/activities?projectId={project}&{q}");
        async move {
            let (status, body) = admin.get(&url).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body
        }
    };
    let all = list("").await;
    assert_eq!(all["total"], 4);
    assert_eq!(all["totals"]["activities"], 3, "the summary is the sum of its own");
    assert_eq!(all["totals"]["late"], 1);
    let costs = all["totals"]["costs"].as_array().unwrap();
    assert_eq!(costs.iter().find(|c| c["currency"] == "CLP").unwrap()["estimated_cost"], 1500.0, "leaves only: the summary's sum is not counted twice");
    assert_eq!(costs.iter().find(|c| c["currency"] == "USD").unwrap()["estimated_cost"], 99.99);
    let collapsed = list(&format!("collapsed={}", id(&top))).await;
    assert_eq!(collapsed["total"], 2);
    let late_only = list("status=late").await;
    let names: Vec<&str> = late_only["data"].as_array().unwrap().iter().map(|r| r["description"].as_str().unwrap()).collect();
    assert_eq!(names, ["Terminaciones", "Cerámicos baño"], "a summary past its end and unfinished is late too");
    assert_eq!(late_only["data"][1]["late"], true);
    let search = list("search=PINTURA").await;
    assert_eq!(search["total"], 1);
    let (status, body) = admin.get(&format!("/api/quality/activities?projectId={project}&status=whatever")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    // The counts are kept until the schedule changes: progress, a new activity and a deletion each show at once.
    progress(&admin, &id(&late), json!({"progress": 100})).await;
    assert_eq!(list("").await["totals"]["late"], 0, "{}", list("").await);
    assert_eq!(list("status=late").await["total"], 0);
    activity(&admin, &project, json!({"parent_id": id(&top), "description": "Pintura interior", "est_start": day(1), "est_end": day(3), "estimated_cost": 250})).await;
    let after = list("").await;
    assert_eq!((after["total"].as_u64(), after["totals"]["activities"].as_u64()), (Some(5), Some(4)));
    assert_eq!(list(&format!("collapsed={}", id(&top))).await["total"], 2, "the new child folds with its summary");
    assert_eq!(list("search=PINTURA").await["total"], 2);
    let (status, _) = admin.send(Method::DELETE, &format!("/api/quality/activities/{}", id(&done)), None).await;
    assert!(status.is_success(), "{status}");
    assert_eq!(list("search=PINTURA").await["total"], 1);
    assert_eq!(list("").await["totals"]["costs"].as_array().unwrap().iter().find(|c| c["currency"] == "CLP").unwrap()["estimated_cost"], 1250.0);
}

#[tokio::test]
async fn another_projects_or_companys_activities_do_not_exist_for_the_caller() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    // Vista Cordillera is the admin's and the inspector's, not the supervisor's.
    let cordillera = project_id(&admin, "Condominio Vista Cordillera").await;
    let a = leaf(&admin, &cordillera, None, "Radier", "2026-05-01", "2026-05-03").await;
    let b = leaf(&admin, &cordillera, None, "Muros", "2026-05-04", "2026-05-09").await;
    let (_, l) = admin.post("/api/quality/links", json!({"predecessor_id": id(&a), "successor_id": id(&b)})).await;
    let supervisor = app.login("supervisor").await;
    let aid = id(&a);
    let link = l["data"]["id"].as_str().unwrap().to_string();
    for (method, path, body) in [
        (Method::GET, format!("/api/quality/activities/{aid}"), None),
        (Method::PUT, format!("/api/quality/activities/{aid}"), Some(json!({"description": "x", "version": 1}))),
        (Method::DELETE, format!("/api/quality/activities/{aid}"), None),
        (Method::POST, format!("/api/quality/activities/{aid}/progress"), Some(json!({"progress": 10, "version": 1}))),
        (Method::POST, format!("/api/quality/activities/{aid}/reschedule"), Some(json!({"est_start": "2026-05-01", "est_end": "2026-05-02", "version": 1}))),
        (Method::POST, format!("/api/quality/activities/{aid}/move"), Some(json!({"version": 1}))),
        (Method::GET, format!("/api/quality/activities/{aid}/history"), None),
        (Method::PUT, format!("/api/quality/links/{link}"), Some(json!({"kind": "SS"}))),
        (Method::DELETE, format!("/api/quality/links/{link}"), None),
        (Method::GET, format!("/api/quality/activities?projectId={cordillera}"), None),
        (Method::GET, format!("/api/quality/gantt?projectId={cordillera}"), None),
    ] {
        let (status, out) = supervisor.send(method.clone(), &path, body).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {out}");
    }
    // Linking one's own activity to a foreign one is a 404 too.
    let torre = project_id(&supervisor, "Torre Central").await;
    let own = leaf(&supervisor, &torre, None, "Propia", "2026-05-01", "2026-05-01").await;
    let (status, _) = supervisor.post("/api/quality/links", json!({"predecessor_id": id(&own), "successor_id": aid})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // A second company on a paid plan: still 404.
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.get(&format!("/api/quality/activities/{aid}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(get(&admin, &aid).await["description"], "Radier", "nothing changed");
}
