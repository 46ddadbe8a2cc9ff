//! Cbox sharing: each right allows exactly what it says, nobody grants more than they hold, revoking is
//! immediate, and nothing of another company (or another user's upload) is reachable.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::{cbox_support::*, support::*};

async fn user_id(admin: &Client, username: &str) -> String {
    admin.get(&format!("/api/users?search={username}")).await.1["data"][0]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_download_share_on_a_folder_lets_the_grantee_see_and_download_only() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let data = bytes(100_000, 5);
    let file = upload(&admin, &project, Some(&planos), "fundaciones.pdf", &data).await;
    upload(&admin, &project, None, "privado.pdf", b"solo admin").await;
    let inspector = app.login("inspector").await;
    assert!(names(&inspector, &project, "").await.is_empty(), "nothing is visible before a share");
    assert_eq!(inspector.get(&format!("/api/cbox/items/{file}")).await.0, StatusCode::NOT_FOUND);

    let inspector_id = user_id(&admin, "inspector").await;
    let (status, body) = admin.put(&format!("/api/cbox/items/{planos}/shares/{inspector_id}"), json!({"download": true})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(names(&inspector, &project, "").await, vec!["Planos"], "a share at the root shows at the grantee's root");
    assert_eq!(names(&inspector, &project, "&view=shared").await, vec!["Planos"]);
    let (_, listing) = inspector.get(&format!("/api/cbox/items?projectId={project}&folder_id={planos}")).await;
    assert_eq!(listing["data"][0]["rights"], json!({"download": true, "edit": false, "share": false, "delete": false}), "rights are inherited by the folder's files");
    let (status, _, body) = download(&inspector, &format!("/api/cbox/items/{file}/download"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sha256(&body), sha256(&data));

    let refused = [
        inspector.put(&format!("/api/cbox/items/{file}"), json!({"name": "x.pdf"})).await.0,
        inspector.send(Method::DELETE, "/api/cbox/items", Some(json!({"ids": [file]}))).await.0,
        inspector.post("/api/cbox/items/move", json!({"ids": [file], "parent_id": null})).await.0,
        inspector.get(&format!("/api/cbox/items/{file}/shares")).await.0,
        inspector.post("/api/cbox/folders", json!({"project_id": project, "parent_id": planos, "name": "Mía"})).await.0,
        create_upload(&inspector, &project, Some(&planos), "nuevo.pdf", 10).await.0,
    ];
    assert!(refused.iter().all(|s| *s == StatusCode::FORBIDDEN), "{refused:?}");
    assert_eq!(names(&admin, &project, &format!("&folder_id={planos}")).await, vec!["fundaciones.pdf"], "nothing changed");

    // Both users' actions are in the file's record list, with their names.
    let list = records(&admin, &file).await;
    assert_eq!(list[0], ("downloaded".to_string(), "Rodrigo Paredes Lagos".to_string()));
    assert_eq!(list.last().unwrap(), &("uploaded".to_string(), "Carolina Vergara Soto".to_string()));
    let folder_records = records(&admin, &planos).await;
    assert_eq!(folder_records[0].0, "shared");

    // Revoking works at once.
    let (status, _) = admin.send(Method::DELETE, &format!("/api/cbox/items/{planos}/shares/{inspector_id}"), Some(json!({}))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(download(&inspector, &format!("/api/cbox/items/{file}/download"), None).await.0, StatusCode::NOT_FOUND);
    assert!(names(&inspector, &project, "").await.is_empty());
}

#[tokio::test]
async fn the_edit_right_renames_and_uploads_and_delete_also_needs_the_profile_key() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let file = upload(&admin, &project, Some(&planos), "losa.pdf", b"%PDF").await;
    let (supervisor_id, inspector_id) = (user_id(&admin, "supervisor").await, user_id(&admin, "inspector").await);
    admin.put(&format!("/api/cbox/items/{planos}/shares/{supervisor_id}"), json!({"download": true, "edit": true})).await;
    let supervisor = app.login("supervisor").await;
    assert_eq!(supervisor.put(&format!("/api/cbox/items/{file}"), json!({"name": "losa-v2.pdf"})).await.0, StatusCode::OK);
    upload(&supervisor, &project, Some(&planos), "anexo.pdf", b"%PDF anexo").await;
    // The supervisor's profile has no cbox.delete: edit alone does not delete.
    let (_, listing) = supervisor.get(&format!("/api/cbox/items?projectId={project}&folder_id={planos}")).await;
    assert_eq!(listing["data"][0]["rights"]["delete"], false);
    assert_eq!(supervisor.send(Method::DELETE, "/api/cbox/items", Some(json!({"ids": [file]}))).await.0, StatusCode::FORBIDDEN);
    // Nor may the supervisor share: the share right was not granted.
    let (status, _) = supervisor.put(&format!("/api/cbox/items/{planos}/shares/{inspector_id}"), json!({"download": true})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn nobody_grants_a_right_they_do_not_hold() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let (supervisor_id, inspector_id) = (user_id(&admin, "supervisor").await, user_id(&admin, "inspector").await);
    admin.put(&format!("/api/cbox/items/{planos}/shares/{supervisor_id}"), json!({"download": true, "share": true})).await;
    let supervisor = app.login("supervisor").await;
    let (status, body) = supervisor.put(&format!("/api/cbox/items/{planos}/shares/{inspector_id}"), json!({"download": true, "edit": true})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["code"], "cbox.share_escalation");
    assert_eq!(body["message"], "No puedes otorgar un permiso que no tienes");
    let (status, _) = supervisor.put(&format!("/api/cbox/items/{planos}/shares/{inspector_id}"), json!({"download": true, "share": true})).await;
    assert_eq!(status, StatusCode::OK, "what the supervisor holds can be passed on");
    let (_, shares) = admin.get(&format!("/api/cbox/items/{planos}/shares")).await;
    assert_eq!(shares["data"].as_array().unwrap().len(), 2);
    // A share with a user of another project or company is refused.
    let sur = app.login("admin.sur").await;
    let sur_id = sur.get("/api/me").await.1["data"]["user"]["id"].as_str().unwrap().to_string();
    let (status, body) = admin.put(&format!("/api/cbox/items/{planos}/shares/{sur_id}"), json!({"download": true})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "user_id"), "El usuario no pertenece a este proyecto");
    // The grantee was notified.
    let inspector = app.login("inspector").await;
    let (_, notes) = inspector.get("/api/notifications?module=cbox").await;
    assert!(notes["data"].as_array().unwrap().iter().any(|n| n["title"] == "Documento compartido contigo"), "{notes}");
}

#[tokio::test]
async fn another_company_reaches_nothing_of_cbox() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let file = upload(&admin, &project, Some(&planos), "losa.pdf", b"%PDF").await;
    let (_, location, _) = create_upload(&admin, &project, None, "pendiente.pdf", 100).await;
    let sur = app.login("admin.sur").await;
    let paths = [
        format!("/api/cbox/items/{file}"),
        format!("/api/cbox/items/{file}/download"),
        format!("/api/cbox/items/{file}/records"),
        format!("/api/cbox/items/{planos}/shares"),
        format!("/api/cbox/zip?ids={planos}"),
        format!("/api/cbox/items?projectId={project}"),
    ];
    for path in paths {
        assert_eq!(sur.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(sur.put(&format!("/api/cbox/items/{file}"), json!({"name": "x.pdf"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.send(Method::DELETE, "/api/cbox/items", Some(json!({"ids": [file]}))).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post("/api/cbox/items/move", json!({"ids": [file], "parent_id": null})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(head(&sur, &location).await.0, StatusCode::NOT_FOUND);
    assert_eq!(patch(&sur, &location, 0, b"x".to_vec().into()).await.0, StatusCode::NOT_FOUND);
    // Another user of the same company cannot touch someone else's upload either.
    let inspector = app.login("inspector").await;
    assert_eq!(head(&inspector, &location).await.0, StatusCode::NOT_FOUND);
    assert_eq!(create_upload(&sur, &project, None, "x.pdf", 10).await.0, StatusCode::NOT_FOUND);
}
