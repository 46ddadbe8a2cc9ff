//! The cloud-storage connector (WebDAV, which Nextcloud, ownCloud and others speak): browse the remote folders,
//! export a Cbox folder there (its tree, file by file, streamed) and import a remote folder into Cbox. Each run is
//! bounded (`MAX_FILES`, `MAX_DEPTH`) and written to the connector's log.

use axum::{extract::State, Json};
use futures::TryStreamExt;
use platform::{context::Ctx, envelope::One, error::{JsonBody, QueryParams}, i18n::Msg, ApiError, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{dto::OutcomeOut, log, store, webdav::{Dav, Entry}};
use crate::cbox::external;

const KIND: &str = "cloud_storage";
pub const MAX_FILES: u64 = 500;
const MAX_DEPTH: usize = 8;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BrowseQuery {
    /// A folder under the connector's root, `a/b`; the root when empty.
    pub path: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RemoteEntry {
    pub name: String,
    pub dir: bool,
    pub size: Option<u64>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ExportIn {
    /// The Cbox folder to export; the project's root when left out.
    pub folder_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ImportIn {
    /// The remote folder under the root, `a/b`.
    pub path: Option<String>,
    /// The Cbox folder that receives it; the project's root when left out.
    pub folder_id: Option<Uuid>,
}


fn segments(path: Option<&str>) -> Vec<String> {
    path.unwrap_or_default().split('/').map(str::trim).filter(|s| !s.is_empty() && *s != "." && *s != "..").map(String::from).collect()
}

/// Integration administrators, and Cbox administrators who may upload (the Cbox context menu's "export and import
/// to integrations", SPEC §2): both see every item of the project, so the tree walked is theirs to move.
fn can_move(ctx: &Ctx) -> ApiResult<()> {
    if ctx.can("config.integrations.manage") {
        return Ok(());
    }
    crate::cbox::policy::can_upload(ctx)?;
    if crate::cbox::access::is_admin(ctx) { Ok(()) } else { Err(ApiError::forbidden()) }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CloudStatusOut {
    /// Whether the company's cloud-storage connector is on (the Cbox menu offers export and import then).
    pub active: bool,
}

/// Whether the cloud-storage connector is on, for the Cbox menu.
#[utoipa::path(get, operation_id = "cloud_storage_status", path = "/integrations/connectors/cloud_storage/status", tag = "config", responses((status = 200, body = One<CloudStatusOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn status(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<CloudStatusOut>>> {
    can_move(&ctx)?;
    let active = store::row(&state.db, ctx.company.id, KIND).await?.is_some_and(|r| r.active);
    Ok(Json(One::new(CloudStatusOut { active })))
}

async fn dav(state: &AppState, ctx: &Ctx) -> ApiResult<Dav> {
    let settings = store::active_settings(state, ctx, KIND).await?;
    Dav::new(&settings, store::loopback(state)).map_err(|_| ApiError::field("active", Msg::new("connectors.inactive")))
}

/// The entries of a remote folder.
#[utoipa::path(get, operation_id = "browse_cloud_storage", path = "/integrations/connectors/cloud_storage/browse", tag = "config", params(BrowseQuery), responses((status = 200, body = One<Vec<RemoteEntry>>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn browse(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<BrowseQuery>) -> ApiResult<Json<One<Vec<RemoteEntry>>>> {
    can_move(&ctx)?;
    let dav = dav(&state, &ctx).await?;
    match dav.list(&segments(query.path.as_deref())).await {
        Ok(Some(entries)) => Ok(Json(One::new(entries.into_iter().map(|e| RemoteEntry { name: e.name, dir: e.dir, size: e.size }).collect()))),
        Ok(None) => Err(ApiError::field("path", Msg::new("connectors.remote_not_found"))),
        Err(err) => {
            log::write(&state.db, ctx.company.id, KIND, false, "browse", &err, Some(ctx.user.id)).await?;
            Err(ApiError::field("path", Msg::new("connectors.remote_error").arg("detail", err)))
        }
    }
}

/// Copies a Cbox folder of the project (or its root) to `{root}/{project}/{folder}` on the server.
#[utoipa::path(post, operation_id = "export_to_cloud_storage", path = "/integrations/connectors/cloud_storage/export", tag = "config", params(("projectId" = Uuid, Query)), request_body = ExportIn, responses((status = 200, body = One<OutcomeOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn export(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ExportIn>) -> ApiResult<Json<One<OutcomeOut>>> {
    can_move(&ctx)?;
    let project = ctx.require_project()?;
    let dav = dav(&state, &ctx).await?;
    let mut base = vec![ctx.projects.iter().find(|p| p.id == project).map(|p| p.name.clone()).unwrap_or_default()];
    if let Some(id) = input.folder_id {
        let folder = crate::cbox::access::load(&state.db, &ctx, id).await?.0;
        if folder.project_id != project || folder.kind != crate::cbox::entity::cbox_item::FOLDER {
            return Err(ApiError::not_found());
        }
        base.push(folder.name);
    }
    let result = send_tree(&state, &ctx, &dav, project, input.folder_id, base.clone()).await;
    finish(&state, &ctx, "export", result, &format!("/{}", base.join("/"))).await
}

async fn send_tree(state: &AppState, ctx: &Ctx, dav: &Dav, project: Uuid, folder: Option<Uuid>, base: Vec<String>) -> Result<u64, String> {
    for depth in 1..=base.len() {
        dav.mkcol(&base[..depth]).await?;
    }
    let mut queue = vec![(folder, base, 0usize)];
    let mut count = 0;
    while let Some((parent, path, depth)) = queue.pop() {
        for item in external::children(&state.db, ctx, project, parent).await.map_err(|e| format!("{e:?}"))? {
            let mut target = path.clone();
            target.push(item.name.clone());
            if item.kind == crate::cbox::entity::cbox_item::FOLDER {
                if depth < MAX_DEPTH {
                    dav.mkcol(&target).await?;
                    queue.push((Some(item.id), target, depth + 1));
                }
                continue;
            }
            let (Some(key), Some(size)) = (item.object_key.as_deref(), item.size) else { continue };
            count += 1;
            if count > MAX_FILES {
                return Err(format!("more than {MAX_FILES} files"));
            }
            let stream = state.storage.read(key, None).await.map_err(|e| e.to_string())?;
            dav.put(&target, size as u64, reqwest::Body::wrap_stream(stream.map_err(std::io::Error::other))).await?;
        }
    }
    Ok(count)
}

/// Copies a remote folder (its tree) into a Cbox folder of the project (or its root).
#[utoipa::path(post, operation_id = "import_from_cloud_storage", path = "/integrations/connectors/cloud_storage/import", tag = "config", params(("projectId" = Uuid, Query)), request_body = ImportIn, responses((status = 200, body = One<OutcomeOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ImportIn>) -> ApiResult<Json<One<OutcomeOut>>> {
    can_move(&ctx)?;
    let project = ctx.require_project()?;
    let dav = dav(&state, &ctx).await?;
    let parent = external::destination(&state.db, &ctx, project, input.folder_id).await?;
    let path = segments(input.path.as_deref());
    let Some(entries) = dav.list(&path).await.map_err(|e| ApiError::field("path", Msg::new("connectors.remote_error").arg("detail", e)))? else {
        return Err(ApiError::field("path", Msg::new("connectors.remote_not_found")));
    };
    let result = fetch_tree(&state, &ctx, &dav, project, parent, path.clone(), entries).await;
    finish(&state, &ctx, "import", result, &format!("/{}", path.join("/"))).await
}

async fn fetch_tree(state: &AppState, ctx: &Ctx, dav: &Dav, project: Uuid, parent: Option<Uuid>, path: Vec<String>, entries: Vec<Entry>) -> Result<u64, String> {
    let mut queue = vec![(parent, path, entries, 0usize)];
    let mut count = 0;
    while let Some((parent, path, entries, depth)) = queue.pop() {
        for entry in entries {
            let mut source = path.clone();
            source.push(entry.name.clone());
            if entry.dir {
                if depth < MAX_DEPTH {
                    let folder = external::folder(state, ctx, project, parent, &entry.name).await.map_err(|e| format!("{}: {e:?}", entry.name))?;
                    let children = dav.list(&source).await?.unwrap_or_default();
                    queue.push((Some(folder), source, children, depth + 1));
                }
                continue;
            }
            count += 1;
            if count > MAX_FILES {
                return Err(format!("more than {MAX_FILES} files"));
            }
            let response = dav.get(&source).await?;
            let stream = response.bytes_stream();
            external::file(state, ctx, project, parent, &entry.name, entry.size, stream).await.map_err(|e| format!("{}: {}", entry.name, e.code))?;
        }
    }
    Ok(count)
}

/// Logs the run and answers it.
async fn finish(state: &AppState, ctx: &Ctx, action: &str, result: Result<u64, String>, place: &str) -> ApiResult<Json<One<OutcomeOut>>> {
    let (ok, count, message) = match result {
        Ok(n) => (true, n, Msg::new(if action == "export" { "connectors.exported" } else { "connectors.imported" }).arg("count", n).arg("place", place).render(ctx.locale)),
        Err(err) => (false, 0, Msg::new("connectors.remote_error").arg("detail", err).render(ctx.locale)),
    };
    log::write(&state.db, ctx.company.id, KIND, ok, action, &message, Some(ctx.user.id)).await?;
    Ok(Json(One::new(OutcomeOut { ok, message, count })))
}

