// One door for the accessibility events the app sends (issue #21): the kit's focus events and the
// side panel's announcements go through it to Qt (QAccessible::updateAccessibility), and an observer
// can listen too. Qt delivers events only while an assistive technology is active — never under the
// offscreen platform of the tests — so the tests count what was sent here; the AT-SPI dump
// (scripts/atspi-dump) checks what a real client receives.
#pragma once

#include <functional>

class QAccessibleEvent;

namespace dogtable::ui {

/// Sends `event` to assistive technologies and to the observer, if any.
void sendAccessibilityEvent(QAccessibleEvent& event);
/// Installs an observer of every event sent through sendAccessibilityEvent (empty: none). Returns
/// the previous one.
using AccessibilityObserver = std::function<void(QAccessibleEvent& event)>;
AccessibilityObserver setAccessibilityObserver(AccessibilityObserver observer);

} // namespace dogtable::ui
