//! Cbox: resumable uploads, downloads with ranges, folders, trash and zip, on the local store (SQLite) or an S3
//! server (`OBRA_TEST_S3`, with PostgreSQL in CI).

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::{cbox_support::*, support::*};

#[tokio::test]
async fn an_upload_is_listed_downloaded_whole_and_by_range_with_its_checksum() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let data = bytes(3 * 1024 * 1024 + 17, 7);
    let id = upload(&admin, &project, None, "Plano estructural técnico.pdf", &data).await;
    assert_eq!(names(&admin, &project, "").await, vec!["Plano estructural técnico.pdf"]);
    let (status, detail) = admin.get(&format!("/api/cbox/items/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(detail["data"]["size"], data.len());
    assert_eq!(detail["data"]["sha256"], sha256(&data));
    assert_eq!(detail["data"]["previewable"], true);
    assert_eq!(detail["data"]["rights"], json!({"download": true, "edit": true, "share": true, "delete": true}));

    let (status, headers, body) = download(&admin, &format!("/api/cbox/items/{id}/download"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sha256(&body), sha256(&data));
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(disposition.contains("filename*=UTF-8''Plano%20estructural%20t%C3%A9cnico.pdf"), "{disposition}");
    assert_eq!(headers["accept-ranges"], "bytes");

    let (status, headers, body) = download(&admin, &format!("/api/cbox/items/{id}/download"), Some("bytes=1048576-1048675")).await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(body, data[1_048_576..1_048_676]);
    assert_eq!(headers["content-range"], format!("bytes 1048576-1048675/{}", data.len()).as_str());
    let (status, headers, _) = download(&admin, &format!("/api/cbox/items/{id}/download"), Some("bytes=99999999-")).await;
    assert_eq!(status, StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(headers["content-range"], format!("bytes */{}", data.len()).as_str());

    let (status, headers, _) = download(&admin, &format!("/api/cbox/items/{id}/download?inline=true"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-disposition"].to_str().unwrap().starts_with("inline;"));
    assert_eq!(headers["content-type"], "application/pdf");
    // Whole downloads and previews are recorded; the range requests continuing them are not.
    let actions: Vec<String> = records(&admin, &id).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(actions, vec!["previewed", "downloaded", "uploaded"]);
}

#[tokio::test]
async fn html_and_svg_are_never_served_inline() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    for name in ["informe.html", "logo.svg"] {
        let id = upload(&admin, &project, None, name, b"<script>alert(1)</script>").await;
        let (status, headers, _) = download(&admin, &format!("/api/cbox/items/{id}/download?inline=true"), None).await;
        assert_eq!(status, StatusCode::OK);
        assert!(headers["content-disposition"].to_str().unwrap().starts_with("attachment;"), "{name}");
        assert_eq!(headers["content-type"], "application/octet-stream", "{name}");
        assert!(headers["content-security-policy"].to_str().unwrap().contains("sandbox"));
    }
}

#[tokio::test]
async fn an_interrupted_transfer_keeps_what_arrived_and_resumes_from_there() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let data = bytes(6 * 1024 * 1024, 3);
    let (status, location, _) = create_upload(&admin, &project, None, "fotos.zip", data.len() as u64).await;
    assert_eq!(status, StatusCode::CREATED);

    // The connection drops after 2 MiB: the client sees an error, the server keeps those bytes.
    let first = data[..2 * 1024 * 1024].to_vec();
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> = vec![Ok(first), Err(std::io::Error::other("cable cortado"))];
    let body = reqwest::Body::wrap_stream(futures::stream::iter(chunks));
    let cut = admin
        .http
        .patch(format!("{}{location}", admin.base))
        .header("X-XSRF-TOKEN", &admin.xsrf)
        .header("Upload-Offset", "0")
        .header("Content-Type", "application/offset+octet-stream")
        .body(body)
        .send()
        .await;
    assert!(cut.is_err(), "the transfer was cut");
    let mut offset = None;
    for _ in 0..50 {
        offset = head(&admin, &location).await.1;
        if offset == Some(2 * 1024 * 1024) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(offset, Some(2 * 1024 * 1024), "HEAD reports what was kept");
    assert!(names(&admin, &project, "").await.is_empty(), "nothing partial is visible");

    let (status, _, _) = patch(&admin, &location, 0, data[..10].to_vec().into()).await;
    assert_eq!(status, StatusCode::CONFLICT, "a PATCH at a stale offset is refused");
    let (status, offset, item) = patch(&admin, &location, 2 * 1024 * 1024, data[2 * 1024 * 1024..].to_vec().into()).await;
    assert_eq!((status, offset), (StatusCode::NO_CONTENT, Some(data.len() as u64)));
    let id = item.unwrap();
    let (_, _, body) = download(&admin, &format!("/api/cbox/items/{id}/download"), None).await;
    assert_eq!(sha256(&body), sha256(&data));
    let (_, _, again) = head(&admin, &location).await;
    assert_eq!(again.as_deref(), Some(id.as_str()), "HEAD after completion names the file");
    // The staged parts are gone once the file is committed.
    assert!(app.state.storage.keys("staging").await.unwrap().is_empty());
}

#[tokio::test]
async fn upload_rules_refuse_before_any_byte_with_the_spec_messages() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let cases = [
        ("enorme.pdf", 250 * 1024 * 1024 + 1, "file_too_large", "El archivo supera el máximo de 250 MB"),
        ("LEEME", 10, "file_no_extension", "El archivo no tiene extensión"),
        ("instalador.exe", 10, "file_invalid_extension", "Extensión de archivo no permitida"),
    ];
    for (name, length, code, message) in cases {
        let (status, _, body) = create_upload(&admin, &project, None, name, length).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{name}");
        assert_eq!(body["code"], code);
        assert_eq!(body["message"], message);
        assert_eq!(field_error(&body, "file"), message);
    }
    let (_, _, body) = create_upload(&app.login("admin").await.lang("pt"), &project, None, "instalador.exe", 10).await;
    assert_eq!(body["message"], "Extensão de arquivo não permitida");
    let (status, _, _) = create_upload(&admin, &project, None, "plano.pdf", 250 * 1024 * 1024).await;
    assert_eq!(status, StatusCode::CREATED, "exactly 250 MB is allowed");
    // A body longer than declared is refused and nothing is kept.
    let (_, location, _) = create_upload(&admin, &project, None, "corto.pdf", 4).await;
    let (status, _, _) = patch(&admin, &location, 0, b"12345678".to_vec().into()).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(head(&admin, &location).await.1, Some(0));
    let contractor = app.login("contratista").await;
    let (status, _, _) = create_upload(&contractor, &project, None, "plano.pdf", 10).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the contractor's profile has no Cbox");
}

#[tokio::test]
async fn folders_nest_rename_and_move_without_cycles_or_clashes() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let rev = folder(&admin, &project, Some(&planos), "Rev C").await;
    let file = upload(&admin, &project, None, "acta.pdf", b"%PDF-1.4 acta").await;
    assert_eq!(names(&admin, &project, "").await, vec!["Planos", "acta.pdf"], "folders first");

    let (status, body) = admin.post("/api/cbox/folders", json!({"project_id": project, "parent_id": null, "name": "planos"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Ya existe un elemento con ese nombre en esta carpeta");
    let (_, body) = admin.post("/api/cbox/folders", json!({"project_id": project, "name": "  "})).await;
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");

    let (status, body) = admin.post("/api/cbox/items/move", json!({"ids": [planos], "parent_id": rev})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "parent_id"), "No se puede mover una carpeta dentro de sí misma");
    let (status, _) = admin.post("/api/cbox/items/move", json!({"ids": [file], "parent_id": rev})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(names(&admin, &project, &format!("&folder_id={rev}")).await, vec!["acta.pdf"]);
    let (_, detail) = admin.get(&format!("/api/cbox/items/{file}")).await;
    let path: Vec<&str> = detail["data"]["path"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(path, vec!["Planos", "Rev C"]);

    let (status, body) = admin.put(&format!("/api/cbox/items/{file}"), json!({"name": "acta-final.exe"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Extensión de archivo no permitida");
    let (status, _) = admin.put(&format!("/api/cbox/items/{file}"), json!({"name": "acta-final.pdf"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(names(&admin, &project, "&search=FINAL").await, vec!["acta-final.pdf"], "search reaches every depth, ignoring case");
    let actions: Vec<String> = records(&admin, &file).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(actions, vec!["renamed", "moved", "uploaded"]);
    // The same name uploaded again is kept under a free name.
    upload(&admin, &project, Some(&rev), "acta-final.pdf", b"otra").await;
    assert_eq!(names(&admin, &project, &format!("&folder_id={rev}")).await, vec!["acta-final (2).pdf", "acta-final.pdf"]);
}

#[tokio::test]
async fn the_trash_keeps_a_folder_with_its_contents_until_restored_or_purged() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let file = upload(&admin, &project, Some(&planos), "losa.pdf", b"%PDF losa").await;
    let (status, body) = admin.send(reqwest::Method::DELETE, "/api/cbox/items", Some(json!({"ids": [planos]}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(names(&admin, &project, "").await.is_empty());
    assert_eq!(download(&admin, &format!("/api/cbox/items/{file}/download"), None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(names(&admin, &project, "&view=trash").await, vec!["Planos"], "the trash lists what was deleted, not its contents");

    let (status, _) = admin.post("/api/cbox/items/restore", json!({"ids": [planos]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(names(&admin, &project, &format!("&folder_id={planos}")).await, vec!["losa.pdf"]);
    let actions: Vec<String> = records(&admin, &planos).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(actions, vec!["restored", "deleted", "created"]);

    // After 30 days in the trash the rows and the bytes go.
    admin.send(reqwest::Method::DELETE, "/api/cbox/items", Some(json!({"ids": [planos]}))).await;
    let key = format!("files/{}/{}", app.state.storage.keys("files").await.unwrap()[0].split('/').nth(1).unwrap(), file);
    assert!(app.state.storage.exists(&key).await.unwrap());
    app.exec("UPDATE cbox_items SET deleted_at = '2020-01-01T00:00:00Z' WHERE deleted_at IS NOT NULL").await;
    assert_eq!(app::cbox::trash::purge(&app.state).await.unwrap(), 2);
    assert!(!app.state.storage.exists(&key).await.unwrap());
    assert!(names(&admin, &project, "&view=trash").await.is_empty());
}

#[tokio::test]
async fn a_folder_downloads_as_a_zip_with_its_tree() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let planos = folder(&admin, &project, None, "Planos").await;
    let sub = folder(&admin, &project, Some(&planos), "Eléctricos").await;
    let big = bytes(2 * 1024 * 1024, 9);
    upload(&admin, &project, Some(&planos), "planta.pdf", &big).await;
    upload(&admin, &project, Some(&sub), "tablero.dwg", b"DWG").await;
    folder(&admin, &project, Some(&planos), "Vacía").await;
    let (status, headers, body) = download(&admin, &format!("/api/cbox/zip?ids={planos}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/zip");
    assert!(headers["content-disposition"].to_str().unwrap().contains("Planos.zip"));
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(body)).unwrap();
    let mut names: Vec<String> = (0..archive.len()).map(|i| archive.by_index(i).unwrap().name().to_string()).collect();
    names.sort();
    assert_eq!(names, vec!["Planos/", "Planos/Eléctricos/", "Planos/Eléctricos/tablero.dwg", "Planos/Vacía/", "Planos/planta.pdf"]);
    let mut planta = Vec::new();
    std::io::Read::read_to_end(&mut archive.by_name("Planos/planta.pdf").unwrap(), &mut planta).unwrap();
    assert_eq!(sha256(&planta), sha256(&big));
}

#[tokio::test]
async fn the_sweeper_removes_abandoned_uploads_and_their_parts() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let (_, location, _) = create_upload(&admin, &project, None, "grande.pdf", 1024 * 1024).await;
    patch(&admin, &location, 0, bytes(4096, 1).into()).await;
    assert_eq!(app.state.storage.keys("staging").await.unwrap().len(), 1);
    let swept = platform::storage::uploads::sweep(&app.state.db, &app.state.storage, Duration::ZERO).await.unwrap();
    assert_eq!(swept, 1);
    assert!(app.state.storage.keys("staging").await.unwrap().is_empty());
    assert_eq!(head(&admin, &location).await.0, StatusCode::NOT_FOUND);
    let (status, _, _) = patch(&admin, &location, 4096, bytes(10, 1).into()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
