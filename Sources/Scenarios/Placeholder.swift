public enum ScenariosPlaceholder {}
