//! Where the sharing server listens, and the addresses a phone can reach it at.

use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};

/// The port tried first when no address is given: the first of [`DEFAULT_PORTS`].
pub const DEFAULT_PORT: u16 = 7878;
/// The ports tried in turn when no address is given, before any free port.
pub const DEFAULT_PORTS: std::ops::RangeInclusive<u16> = DEFAULT_PORT..=7897;

/// Opens the server's socket. With `listen` given: on that address, and when its port
/// is 0, on the first of `preferred` that is free there, else any free port. Otherwise
/// on every interface (IPv4): the first free port of `preferred` (the port a game was
/// shared on before, the port of this run's previous game, so that open pages find
/// them again), else of [`DEFAULT_PORTS`], else any free port.
///
/// # Errors
/// The address given cannot be listened on (in use, not this machine's), or no port at
/// all is free.
pub fn bind(listen: Option<SocketAddr>, preferred: &[u16]) -> io::Result<TcpListener> {
    let (ip, ports): (IpAddr, Vec<u16>) = match listen {
        Some(addr) if addr.port() != 0 => return TcpListener::bind(addr),
        Some(addr) => (addr.ip(), preferred.to_vec()),
        None => (
            IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            preferred.iter().copied().chain(DEFAULT_PORTS).collect(),
        ),
    };
    for port in ports {
        if let Ok(listener) = TcpListener::bind(SocketAddr::new(ip, port)) {
            return Ok(listener);
        }
    }
    TcpListener::bind(SocketAddr::new(ip, 0))
}

/// The addresses a phone may use to reach a server listening on `listen`: that address
/// alone when it is a particular one; for every interface, this machine's IPv4
/// addresses (loopback and link-local left out), the one of the interface with the
/// default route first, or the loopback address when there is no other.
#[must_use]
pub fn addresses(listen: IpAddr) -> Vec<IpAddr> {
    if !listen.is_unspecified() {
        return vec![listen];
    }
    let interfaces = if_addrs::get_if_addrs().unwrap_or_else(|e| {
        log::warn!("network interfaces not listed: {e}");
        Vec::new()
    });
    let found: Vec<(String, IpAddr)> = interfaces
        .into_iter()
        .map(|i| (i.name.clone(), i.ip()))
        .collect();
    let ordered = order(&found, default_route().as_ref());
    if ordered.is_empty() {
        vec![IpAddr::V4(Ipv4Addr::LOCALHOST)]
    } else {
        ordered
    }
}

/// What the default route leads through: an interface's name, or the source address
/// the system would use for an outside address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefaultRoute {
    /// The interface's name (Linux: from `/proc/net/route`).
    Interface(String),
    /// The address itself.
    Address(IpAddr),
}

/// Orders the (interface, address) pairs for a phone: IPv4 only, no loopback or
/// link-local address, each once, the default route's first, otherwise in the order
/// the system lists them.
#[must_use]
pub fn order(found: &[(String, IpAddr)], default: Option<&DefaultRoute>) -> Vec<IpAddr> {
    let usable = |ip: &IpAddr| match ip {
        IpAddr::V4(v4) => !v4.is_loopback() && !v4.is_link_local() && !v4.is_unspecified(),
        IpAddr::V6(_) => false,
    };
    let is_default = |name: &str, ip: &IpAddr| match default {
        Some(DefaultRoute::Interface(iface)) => iface == name,
        Some(DefaultRoute::Address(addr)) => addr == ip,
        None => false,
    };
    let mut out: Vec<IpAddr> = Vec::new();
    let firsts = found.iter().filter(|(n, ip)| is_default(n, ip));
    let others = found.iter().filter(|(n, ip)| !is_default(n, ip));
    for (_, ip) in firsts.chain(others) {
        if usable(ip) && !out.contains(ip) {
            out.push(*ip);
        }
    }
    out
}

/// The interface of the default route with the lowest metric, from the text of
/// `/proc/net/route` (a destination and a mask of `00000000`).
#[must_use]
pub fn default_route_interface(route_table: &str) -> Option<String> {
    route_table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (iface, destination, metric, mask) = (
                fields.first()?,
                fields.get(1)?,
                fields.get(6)?,
                fields.get(7)?,
            );
            (*destination == "00000000" && *mask == "00000000").then(|| {
                (
                    metric.parse::<u32>().unwrap_or(u32::MAX),
                    (*iface).to_owned(),
                )
            })
        })
        .min()
        .map(|(_, iface)| iface)
}

#[cfg(target_os = "linux")]
fn default_route() -> Option<DefaultRoute> {
    let table = std::fs::read_to_string("/proc/net/route").ok()?;
    default_route_interface(&table).map(DefaultRoute::Interface)
}

/// Elsewhere: the source address of a UDP socket "connected" to a documentation address
/// (a connect sends nothing; the system only picks the route).
#[cfg(not(target_os = "linux"))]
fn default_route() -> Option<DefaultRoute> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    socket
        .local_addr()
        .ok()
        .map(|a| DefaultRoute::Address(a.ip()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROUTES: &str =
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0
wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0
eth0\t00000000\t0100000A\t0003\t0\t0\t100\t00000000\t0\t0\t0
";

    #[test]
    fn the_default_route_with_the_lowest_metric_wins() {
        assert_eq!(default_route_interface(ROUTES), Some("eth0".into()));
        assert_eq!(default_route_interface("Iface\tDestination\n"), None);
    }

    #[test]
    fn the_default_routes_address_comes_first_and_loopback_never() {
        let ip = |s: &str| s.parse::<IpAddr>().expect("an address");
        let found = vec![
            ("lo".to_owned(), ip("127.0.0.1")),
            ("docker0".to_owned(), ip("172.17.0.1")),
            ("wlan0".to_owned(), ip("192.168.1.20")),
            ("wlan0".to_owned(), ip("fe80::1")),
            ("eth9".to_owned(), ip("169.254.3.4")),
        ];
        let wlan = DefaultRoute::Interface("wlan0".into());
        assert_eq!(
            order(&found, Some(&wlan)),
            [ip("192.168.1.20"), ip("172.17.0.1")]
        );
        assert_eq!(order(&found, None), [ip("172.17.0.1"), ip("192.168.1.20")]);
        let by_address = DefaultRoute::Address(ip("192.168.1.20"));
        assert_eq!(order(&found, Some(&by_address))[0], ip("192.168.1.20"));
    }

    #[test]
    fn a_particular_address_is_the_only_one_shown() {
        let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
        assert_eq!(addresses(loopback), [loopback]);
    }

    #[test]
    fn a_given_address_is_used_and_a_busy_one_refused() {
        let any: SocketAddr = "127.0.0.1:0".parse().expect("addr");
        let first = bind(Some(any), &[]).expect("a free port");
        let taken = first.local_addr().expect("bound");
        assert!(bind(Some(taken), &[]).is_err(), "the port is in use");
        // Port 0 with a preferred port: that port when free, another when not.
        let port = taken.port();
        drop(first);
        let again = bind(Some(any), &[port]).expect("free again");
        assert_eq!(again.local_addr().expect("bound").port(), port);
        let other = bind(Some(any), &[port]).expect("any free port");
        assert_ne!(other.local_addr().expect("bound").port(), port);
    }
}
