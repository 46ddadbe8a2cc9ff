//! SSRF guard (issue 18): a webhook URL may only reach public addresses. The URL is checked when it is saved and
//! again when each attempt connects: the resolver below drops every refused address, so a name that resolved to a
//! public address at save time and to a private one later (DNS rebinding) gets no connection. Redirects are never
//! followed (see `deliver`), so a public receiver cannot bounce a delivery inward either.

use std::{
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    sync::OnceLock,
    time::Duration,
};

use url::{Host, Url};

/// Longest URL accepted.
pub const MAX_URL: usize = 2048;
/// A name that does not resolve in this long is refused (a slow resolver must not hold a request or a worker).
const LOOKUP: Duration = Duration::from_secs(3);

/// Why a URL is refused: the message key of `webhooks.*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    Invalid,
    Scheme,
    Address,
    Unresolved,
}

impl Refusal {
    pub fn key(self) -> &'static str {
        match self {
            Refusal::Invalid => "webhooks.url_invalid",
            Refusal::Scheme => "webhooks.url_scheme",
            Refusal::Address => "webhooks.url_address",
            Refusal::Unresolved => "webhooks.url_unresolved",
        }
    }
}

/// Parses and checks a URL, resolving its host name: every address it resolves to must be allowed.
pub async fn check(raw: &str, loopback: bool) -> Result<Url, Refusal> {
    let url = parse(raw, loopback)?;
    if let Some(Host::Domain(name)) = url.host() {
        let port = url.port_or_known_default().unwrap_or(443);
        let lookup = tokio::time::timeout(LOOKUP, tokio::net::lookup_host((name, port))).await;
        let addrs: Vec<SocketAddr> = lookup.map_err(|_| Refusal::Unresolved)?.map_err(|_| Refusal::Unresolved)?.collect();
        if addrs.is_empty() {
            return Err(Refusal::Unresolved);
        }
        if addrs.iter().any(|a| !allowed(a.ip(), loopback)) {
            return Err(Refusal::Address);
        }
    }
    Ok(url)
}

/// The checks that need no resolution: the form of the URL, and its host when it is an address literal (a
/// literal never reaches the resolver, so this is also the connect-time check for it).
pub fn parse(raw: &str, loopback: bool) -> Result<Url, Refusal> {
    let raw = raw.trim();
    if raw.is_empty() || raw.len() > MAX_URL {
        return Err(Refusal::Invalid);
    }
    let url = Url::parse(raw).map_err(|_| Refusal::Invalid)?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(Refusal::Scheme);
    }
    match url.host() {
        None => Err(Refusal::Invalid),
        Some(Host::Ipv4(ip)) if !allowed(IpAddr::V4(ip), loopback) => Err(Refusal::Address),
        Some(Host::Ipv6(ip)) if !allowed(IpAddr::V6(ip), loopback) => Err(Refusal::Address),
        Some(Host::Domain(name)) if is_local_name(name) => Err(Refusal::Address),
        Some(_) => Ok(url),
    }
}

/// `localhost` and its subdomains (RFC 6761) and single-label names a local resolver might answer.
fn is_local_name(name: &str) -> bool {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    name == "localhost" || name.ends_with(".localhost") || name.ends_with(".internal") || name.ends_with(".local") || !name.contains('.')
}

/// Whether a connection to `ip` is allowed: public unicast only. `loopback` lets 127.0.0.1 (and nothing else
/// local) through, for test suites.
pub fn allowed(ip: IpAddr, loopback: bool) -> bool {
    match ip {
        IpAddr::V4(v4) => (loopback && v4 == Ipv4Addr::LOCALHOST) || public_v4(v4),
        // The loopback allowance is for the literal 127.0.0.1 only, never an IPv6 form of it.
        IpAddr::V6(v6) => match embedded_v4(v6) {
            Some(v4) => public_v4(v4),
            None => public_v6(v6),
        },
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || a == 0
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || (a == 100 && (64..128).contains(&b)) // shared address space (CGNAT), incl. 100.100.100.200 metadata
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240) // reserved
}

/// The IPv4 address an IPv6 address carries: mapped (`::ffff:a.b.c.d`), compatible (`::a.b.c.d`), NAT64
/// (`64:ff9b::/96`) and 6to4 (`2002::/16`).
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let tail = || Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    if let Some(v4) = ip.to_ipv4_mapped() {
        return Some(v4);
    }
    if s[..6] == [0, 0, 0, 0, 0, 0] && !(s[6] == 0 && s[7] <= 1) {
        return Some(tail());
    }
    if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
        return Some(tail());
    }
    if s[0] == 0x2002 {
        return Some(Ipv4Addr::new((s[1] >> 8) as u8, s[1] as u8, (s[2] >> 8) as u8, s[2] as u8));
    }
    None
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || (s[0] & 0xfe00) == 0xfc00 // unique local, incl. fd00:ec2::254 metadata
        || (s[0] & 0xffc0) == 0xfe80 // link-local
        || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated)
        || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
        || (s[0] == 0x2001 && s[1] == 0) // Teredo
        || (s[0] == 0x0100 && s[1..4] == [0, 0, 0]) // discard
        || (s[0] == 0x64 && s[1] == 0xff9b && s[2] == 1)) // local-use NAT64
}

/// The resolver of the delivery client: only allowed addresses of a name are connected to.
pub struct Resolver {
    pub loopback: bool,
}

impl reqwest::dns::Resolve for Resolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let loopback = self.loopback;
        Box::pin(async move {
            let found = tokio::time::timeout(LOOKUP, tokio::net::lookup_host((name.as_str(), 0))).await.map_err(|_| "the name did not resolve in time")??;
            let allowed: Vec<SocketAddr> = found.filter(|a| allowed(a.ip(), loopback)).collect();
            if allowed.is_empty() {
                return Err("the host resolves to no public address".into());
            }
            Ok(Box::new(allowed.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// The guarded client of one mode: no proxy, no redirects, the resolver above, bounded times (15 s a request, or
/// 10 minutes for file transfers when `long`). Webhook deliveries and the connectors share it.
pub fn client(loopback: bool, long: bool) -> &'static reqwest::Client {
    static CLIENTS: [OnceLock<reqwest::Client>; 4] = [const { OnceLock::new() }; 4];
    let cell = &CLIENTS[usize::from(loopback) * 2 + usize::from(long)];
    cell.get_or_init(|| {
        reqwest::Client::builder()
            .dns_resolver(Resolver { loopback })
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(if long { 600 } else { 15 }))
            .user_agent(concat!("Obra/", env!("CARGO_PKG_VERSION")))
            .build()
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use reqwest::dns::Resolve;

    use super::*;

    /// The connect-time check: a name that resolves inward gives no address to connect to (DNS rebinding).
    #[tokio::test]
    async fn the_resolver_drops_refused_addresses() {
        let strict = Resolver { loopback: false };
        assert!(strict.resolve("localhost".parse().unwrap()).await.is_err());
        let lenient = Resolver { loopback: true };
        let addrs: Vec<SocketAddr> = lenient.resolve("localhost".parse().unwrap()).await.unwrap().collect();
        assert!(!addrs.is_empty() && addrs.iter().all(|a| a.ip() == IpAddr::V4(Ipv4Addr::LOCALHOST)), "{addrs:?}");
    }

    #[test]
    fn public_addresses_pass_and_inward_ones_do_not() {
        for ok in ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "200.1.2.3"] {
            assert!(allowed(ok.parse().unwrap(), false), "{ok}");
        }
        for bad in ["127.0.0.1", "10.1.2.3", "::ffff:192.168.0.1", "fd00::1", "64:ff9b::7f00:1", "2002:a00:1::"] {
            assert!(!allowed(bad.parse().unwrap(), false), "{bad}");
        }
        assert!(allowed("127.0.0.1".parse().unwrap(), true));
        assert!(!allowed("::ffff:127.0.0.1".parse().unwrap(), true));
    }
}
