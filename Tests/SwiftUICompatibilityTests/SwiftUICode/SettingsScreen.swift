// A Settings screen as apps write it: a Form under a navigation title,
// toggle and picker rows, a stepper, and a section of paired devices
// from a ForEach that gains a row, animated, half a second in. Only
// `import SwiftUI` became `import AnimGen`.
import AnimGen

struct PairedDevice: Identifiable {
    let id: Int
    let name: String
}

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var appearance = "Automatic"
    @State private var textSize = 3
    @State private var devices = [
        PairedDevice(id: 1, name: "AirPods Pro"),
        PairedDevice(id: 2, name: "Apple Watch"),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    Toggle("Wi-Fi", isOn: $wifi)
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        Text("Automatic").tag("Automatic")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    Stepper("Text Size", value: $textSize, in: 1...7)
                }
                Section {
                    ForEach(devices) { device in
                        Text(device.name)
                    }
                } header: {
                    Text("My Devices")
                } footer: {
                    Text("Devices paired with this iPhone.")
                }
            }
            .navigationTitle("Settings")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.linear(duration: 0.5)) {
                    devices.append(PairedDevice(id: 3, name: "MacBook Pro"))
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                airplaneMode = true
            }
        }
    }
}
