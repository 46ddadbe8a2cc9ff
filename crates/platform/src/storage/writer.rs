//! Streaming writes into one object, hashed (SHA-256) on the way. To S3, parts of 8 MiB go out through
//! object_store's multipart upload, at most two buffered. On the local disk a thread of its own hashes and writes
//! while the request keeps receiving, into a temporary file beside the object that is synced and renamed into place
//! at the end, so a reader never sees half an object and an acknowledged file survives a power cut.

use std::{io::Write, path::PathBuf};

use bytes::Bytes;
use object_store::WriteMultipart;
use sha2::{Digest, Sha256};
use tokio::{sync::mpsc, task::JoinHandle};

use super::{StorageResult, Written};

const IN_FLIGHT: usize = 2;
/// Chunks queued for the local writer thread (hyper's frames are at most a few hundred KiB).
const QUEUE: usize = 32;

pub struct ObjectWriter {
    sink: Sink,
    size: u64,
}

enum Sink {
    Remote { inner: WriteMultipart, hasher: Sha256 },
    Local { tx: mpsc::Sender<Bytes>, thread: JoinHandle<std::io::Result<String>>, temp: PathBuf, path: PathBuf },
}

fn local_error(err: std::io::Error) -> object_store::Error {
    object_store::Error::Generic { store: "local", source: Box::new(err) }
}

impl ObjectWriter {
    pub(super) fn remote(inner: WriteMultipart) -> Self {
        Self { sink: Sink::Remote { inner, hasher: Sha256::new() }, size: 0 }
    }

    pub(super) fn local(path: PathBuf) -> Self {
        let temp = PathBuf::from(format!("{}#{}", path.display(), uuid::Uuid::now_v7().simple()));
        let (tx, mut rx) = mpsc::channel::<Bytes>(QUEUE);
        let file_path = temp.clone();
        let thread = tokio::task::spawn_blocking(move || {
            if let Some(dir) = file_path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            let mut file = std::io::BufWriter::with_capacity(1024 * 1024, std::fs::File::create(&file_path)?);
            let mut hasher = Sha256::new();
            while let Some(bytes) = rx.blocking_recv() {
                hasher.update(&bytes);
                file.write_all(&bytes)?;
            }
            // Durable before the rename, as the database row that will point at it (SQLite runs synchronous FULL).
            file.into_inner().map_err(|err| err.into_error())?.sync_all()?;
            Ok(hex::encode(hasher.finalize()))
        });
        Self { sink: Sink::Local { tx, thread, temp, path }, size: 0 }
    }

    /// Bytes written so far.
    pub fn size(&self) -> u64 {
        self.size
    }

    pub async fn put(&mut self, bytes: Bytes) -> StorageResult<()> {
        self.size += bytes.len() as u64;
        match &mut self.sink {
            Sink::Remote { inner, hasher } => {
                inner.wait_for_capacity(IN_FLIGHT).await?;
                hasher.update(&bytes);
                inner.put(bytes);
            }
            Sink::Local { tx, .. } => {
                if tx.send(bytes).await.is_err() {
                    return Err(local_error(std::io::Error::other("the file writer stopped")));
                }
            }
        }
        Ok(())
    }

    pub async fn finish(self, interrupted: bool) -> StorageResult<Written> {
        let sha256 = match self.sink {
            Sink::Remote { inner, hasher } => {
                inner.finish().await?;
                hex::encode(hasher.finalize())
            }
            Sink::Local { tx, thread, temp, path } => {
                drop(tx);
                let hashed = thread.await.map_err(|err| local_error(std::io::Error::other(err))).and_then(|r| r.map_err(local_error));
                let sha = match hashed {
                    Ok(sha) => sha,
                    Err(err) => {
                        tokio::fs::remove_file(&temp).await.ok();
                        return Err(err);
                    }
                };
                tokio::fs::rename(&temp, &path).await.map_err(local_error)?;
                sha
            }
        };
        Ok(Written { size: self.size, sha256, interrupted })
    }

    pub async fn abort(self) {
        match self.sink {
            Sink::Remote { inner, .. } => {
                inner.abort().await.ok();
            }
            Sink::Local { tx, thread, temp, .. } => {
                drop(tx);
                thread.await.ok();
                tokio::fs::remove_file(&temp).await.ok();
            }
        }
    }
}
