import AnimGen
print("animgen")
