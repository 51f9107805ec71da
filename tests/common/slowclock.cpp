// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A wrong clock for a program under test: loaded with LD_PRELOAD, it sets the wall clock back by
// GPUADVISOR_TEST_CLOCK_SHIFT seconds (forward when negative). Only the wall clock moves; the
// monotonic clocks, which timers use, stay as they are. Not linked with the sanitizers, so it
// loads before any of them.
#include <cstdlib>
#include <ctime>
#include <dlfcn.h>
#include <sys/time.h>

namespace {

long long shiftSeconds()
{
    static const long long shift = [] {
        const char *text = std::getenv("GPUADVISOR_TEST_CLOCK_SHIFT");
        return text ? std::atoll(text) : 0LL;
    }();
    return shift;
}

using ClockGettime = int (*)(clockid_t, timespec *);

ClockGettime realClockGettime()
{
    static const auto real = reinterpret_cast<ClockGettime>(dlsym(RTLD_NEXT, "clock_gettime"));
    return real;
}

} // namespace

extern "C" {

int clock_gettime(clockid_t clock, timespec *when) noexcept
{
    const int result = realClockGettime()(clock, when);
    if (result == 0 && when && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE))
        when->tv_sec -= shiftSeconds();
    return result;
}

int gettimeofday(timeval *when, void *) noexcept // NOLINT(readability-non-const-parameter): the C signature
{
    timespec now{};
    const int result = clock_gettime(CLOCK_REALTIME, &now);
    if (result == 0 && when) {
        when->tv_sec = now.tv_sec;
        when->tv_usec = now.tv_nsec / 1000;
    }
    return result;
}

time_t time(time_t *out) noexcept
{
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    if (out)
        *out = now.tv_sec;
    return now.tv_sec;
}
}
