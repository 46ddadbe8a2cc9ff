//! The SMTP receiver of requests by e-mail (RFC 5321, the part a mail server needs to hand us a message): EHLO or
//! HELO, MAIL, RCPT (only enabled project addresses are accepted, anything else is 550), DATA (dot-unstuffed, at
//! most 25 MB), RSET, NOOP, QUIT. A message is answered 250 once it became a request (or was answered as one from
//! an unknown sender), 451 when something failed on our side so the sending server retries later. No relaying, no
//! authentication: it only takes mail for our own addresses, as an MX does.

use std::time::Duration;

use platform::AppState;
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    time::timeout,
};

use super::{entity::inbox, inbox as requests};

const MAX_MESSAGE: usize = 25 * 1024 * 1024;
const MAX_LINE: usize = 4096;
const DATA_LINE: usize = 64 * 1024;
const MAX_RECIPIENTS: usize = 20;
const IDLE: Duration = Duration::from_secs(300);

/// Serves connections until the task is dropped.
pub async fn serve(listener: TcpListener, state: AppState) {
    loop {
        let Ok((stream, peer)) = listener.accept().await else { continue };
        let state = state.clone();
        tokio::spawn(async move {
            if let Err(err) = session(stream, &state).await {
                tracing::debug!(%err, %peer, "inbound SMTP session ended");
            }
        });
    }
}

/// Starts the receiver when `OBRA_INBOUND_SMTP_ADDR` is set.
pub async fn spawn(state: AppState) -> std::io::Result<()> {
    let Some(addr) = state.config.inbound_smtp else { return Ok(()) };
    let listener = TcpListener::bind(addr).await?;
    tracing::info!("solicitudes por correo: SMTP en {addr}, direcciones @{}", state.config.inbound_domain);
    tokio::spawn(serve(listener, state));
    Ok(())
}

async fn session(stream: TcpStream, state: &AppState) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    write.write_all(b"220 obra ESMTP\r\n").await?;
    let mut sender = false;
    let mut recipients: Vec<inbox::Model> = Vec::new();
    loop {
        let Some(line) = read_line(&mut reader, MAX_LINE).await? else { return Ok(()) };
        let text = String::from_utf8_lossy(&line);
        let command = text.trim_end().to_string();
        let verb = command.split_whitespace().next().unwrap_or_default().to_ascii_uppercase();
        let reply: &[u8] = match verb.as_str() {
            "EHLO" => b"250-obra\r\n250-8BITMIME\r\n250 SIZE 26214400\r\n",
            "HELO" => b"250 obra\r\n",
            "MAIL" => {
                sender = true;
                recipients.clear();
                b"250 2.1.0 OK\r\n"
            }
            "RCPT" if !sender => b"503 5.5.1 MAIL first\r\n",
            "RCPT" if recipients.len() == MAX_RECIPIENTS => b"452 4.5.3 Too many recipients\r\n",
            "RCPT" => {
                let address = command.split_once(':').map(|(_, a)| a.trim()).unwrap_or_default();
                match requests::recipient(state, address).await {
                    Ok(Some(found)) => {
                        recipients.push(found);
                        b"250 2.1.5 OK\r\n"
                    }
                    Ok(None) => b"550 5.1.1 No such mailbox\r\n",
                    Err(_) => b"451 4.3.0 Try again later\r\n",
                }
            }
            "DATA" if recipients.is_empty() => b"503 5.5.1 RCPT first\r\n",
            "DATA" => {
                write.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n").await?;
                let message = read_data(&mut reader).await?;
                let reply: &[u8] = match message {
                    None => b"552 5.3.4 Message too big\r\n",
                    Some(raw) => {
                        let mut failed = false;
                        for to in &recipients {
                            if let Err(err) = requests::deliver(state, to, &raw).await {
                                tracing::warn!(code = %err.code, "an e-mailed request could not be saved");
                                failed = true;
                            }
                        }
                        if failed { b"451 4.3.0 Try again later\r\n" } else { b"250 2.0.0 OK\r\n" }
                    }
                };
                sender = false;
                recipients.clear();
                reply
            }
            "RSET" => {
                sender = false;
                recipients.clear();
                b"250 2.0.0 OK\r\n"
            }
            "NOOP" => b"250 2.0.0 OK\r\n",
            "QUIT" => {
                write.write_all(b"221 2.0.0 Bye\r\n").await?;
                return Ok(());
            }
            _ => b"502 5.5.2 Command not implemented\r\n",
        };
        write.write_all(reply).await?;
    }
}

/// One line (with its CRLF; what passes `cap` bytes is dropped), or None at the end of the connection or after the
/// idle time.
async fn read_line<R: tokio::io::AsyncBufRead + Unpin>(reader: &mut R, cap: usize) -> std::io::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    let read = timeout(IDLE, async {
        loop {
            let buf = reader.fill_buf().await?;
            if buf.is_empty() {
                return Ok::<bool, std::io::Error>(false);
            }
            let (take, done) = match buf.iter().position(|b| *b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            if line.len() < cap {
                line.extend_from_slice(&buf[..take.min(cap - line.len())]);
            }
            reader.consume(take);
            if done {
                return Ok(true);
            }
        }
    })
    .await;
    match read {
        Ok(Ok(true)) => Ok(Some(line)),
        Ok(Ok(false)) | Err(_) => Ok(None),
        Ok(Err(err)) => Err(err),
    }
}

/// The message up to the lone dot, dot-unstuffed; None when it is over 25 MB (read to its end all the same).
async fn read_data<R: tokio::io::AsyncBufRead + Unpin>(reader: &mut R) -> std::io::Result<Option<Vec<u8>>> {
    let mut data = Vec::new();
    let mut too_big = false;
    loop {
        // RFC 5321 lines are at most 1000 octets; a longer one is cut rather than held in memory.
        let Some(line) = read_line(reader, DATA_LINE).await? else { return Err(std::io::Error::other("connection closed in DATA")) };
        if line == b".\r\n" || line == b".\n" {
            return Ok((!too_big).then_some(data));
        }
        let line = if line.starts_with(b"..") { &line[1..] } else { &line[..] };
        if data.len() + line.len() > MAX_MESSAGE {
            too_big = true;
        } else if !too_big {
            data.extend_from_slice(line);
        }
    }
}
