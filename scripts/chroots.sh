# Debian chroots with other majors of PostgreSQL, for check-versions and
# in-version (sourced, not run).  17 from trixie, 18 from sid, 19 from
# experimental on sid, each a debootstrap --variant=minbase chroot built
# once and cached outside the clone (EVICTOR_CHROOTS, default
# /var/cache/pg_evictor).  The caller sets root (the tree) and needs root.

cache=${EVICTOR_CHROOTS:-/var/cache/pg_evictor}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if [ "$(id -u)" != 0 ]; then
	echo "$(basename "$0"): needs root (debootstrap, chroot and mount)" >&2
	exit 2
fi
command -v debootstrap >/dev/null || {
	echo "$(basename "$0"): needs debootstrap (apt-get install debootstrap)" >&2
	exit 2
}

mounts=()
unmount_all() {
	local i
	for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
		umount "${mounts[$i]}" 2>/dev/null || true
	done
	mounts=()
}
trap unmount_all EXIT

# /proc and a /dev/shm of its own; /sys (read-only) for what the harness
# records of the machine (NUMA nodes, transparent huge pages)
mount_into() {
	mount -t proc proc "$1/proc"
	mounts+=("$1/proc")
	mkdir -p "$1/dev/shm"
	mount -t tmpfs tmpfs "$1/dev/shm"
	mounts+=("$1/dev/shm")
	mount -o bind,ro /sys "$1/sys"
	mounts+=("$1/sys")
}

suite_of() {
	case $1 in
	17) echo trixie ;;
	18 | 19) echo sid ;;
	*) echo "$(basename "$0"): no Debian suite known for PostgreSQL $1 (17, 18 or 19)" >&2; exit 2 ;;
	esac
}

# The chroot's folder: 19 has one of its own (sid plus experimental).
chroot_of() {
	case $1 in
	19) echo "$cache/sid-experimental" ;;
	*) echo "$cache/$(suite_of "$1")" ;;
	esac
}

# sid's Release file in this archive is past its date
apt_opts() {
	[ "$1" = sid ] && echo "-o Acquire::Check-Valid-Until=false" || true
}

# The packages a chroot needs: scripts/debian-packages' lines for the build,
# the tests, the harness, make perf and make deb; a change of that list reinstalls
# them.  19 comes from experimental, pinned there package by package with
# the libpq it needs (a blanket -t experimental fails on perl).
chroot_packages() {
	local p
	for p in $(PG_MAJOR=$1 "$root/scripts/setup" --list build check bench perf deb); do
		if [ "$1" = 19 ]; then
			case $p in *-19) p=$p/experimental ;; esac
		fi
		echo "$p"
	done
	[ "$1" = 19 ] && echo postgresql-client-19/experimental libpq-dev/experimental libpq5/experimental
	return 0
}

ensure_chroot() {
	local v=$1 suite dir packages stamp
	suite=$(suite_of "$v")
	dir=$(chroot_of "$v")
	packages=$(chroot_packages "$v")
	stamp="$dir/.pg_evictor-ready-$v-$(echo "$packages" | md5sum | cut -c1-12)"
	[ -f "$stamp" ] && return 0
	echo "== building the $suite chroot for PostgreSQL $v in $dir"
	mkdir -p "$cache"
	if [ ! -x "$dir/usr/bin/apt-get" ]; then
		rm -rf "$dir"
		debootstrap --variant=minbase "$suite" "$dir" "$mirror" > "$dir.debootstrap.log" 2>&1 || {
			tail -20 "$dir.debootstrap.log"
			exit 1
		}
	fi
	echo "deb $mirror $suite main" > "$dir/etc/apt/sources.list"
	[ "$v" = 19 ] && echo "deb $mirror experimental main" >> "$dir/etc/apt/sources.list"
	mount_into "$dir"
	chroot "$dir" apt-get $(apt_opts "$suite") update -q
	# shellcheck disable=SC2086
	chroot "$dir" env DEBIAN_FRONTEND=noninteractive apt-get $(apt_opts "$suite") \
		install -y -q --no-install-recommends $packages
	unmount_all
	rm -f "$dir"/.pg_evictor-ready-"$v"*
	touch "$stamp"
}

# One user of a chroot at a time: wait for the lock beside it, held until
# the caller exits.
lock_chroot() {
	local lock
	lock=$(chroot_of "$1").lock
	# the cache may not exist yet on a new machine: the lock lives in it
	mkdir -p "$cache"
	exec 8>"$lock"
	flock -n 8 || {
		echo "$(basename "$0"): waiting for $lock (another run uses that chroot)" >&2
		flock 8
	}
}
